import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { NONCE_PLACEHOLDER } from '#contracts/nonce-placeholder.ts'
import {
  chooseEncoding,
  compress,
  etagMatches,
  gzipWithNonce,
  joinWithNonce,
  newNonce,
  pageEtag,
  precompressGzip,
  splitAtNonces,
} from '#host/site/page-response.ts'

const html = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">a()</script></head>` +
  `<body>é ✓ 日本語<script nonce="${nonce}" type="module" src="/assets/x.js"></script></body></html>`

describe('nonces: split once, join per response', () => {
  it('puts the nonce everywhere the placeholder was, and nowhere else', () => {
    const parts = splitAtNonces(html(NONCE_PLACEHOLDER))
    expect(parts).toHaveLength(3)
    const body = joinWithNonce(parts, 'Zm9vYmFyYmF6cXV4MTIzNA==').toString()
    expect(body).toBe(html('Zm9vYmFyYmF6cXV4MTIzNA=='))
    expect(body).not.toContain(NONCE_PLACEHOLDER)
  })

  it('gives two responses of one render their own nonces', () => {
    const parts = splitAtNonces(html(NONCE_PLACEHOLDER))
    const first = joinWithNonce(parts, 'first-nonce').toString()
    const second = joinWithNonce(parts, 'second-nonce').toString()
    expect(first).toContain('nonce="first-nonce"')
    expect(first).not.toContain('second-nonce')
    expect(second).toBe(first.replaceAll('first-nonce', 'second-nonce'))
  })

  it('leaves a page without scripts unchanged', () => {
    const plain = '<p>no scripts</p>'
    expect(splitAtNonces(plain)).toHaveLength(1)
    expect(joinWithNonce(splitAtNonces(plain), 'n').toString()).toBe(plain)
  })

  it('keeps the nonce on scripts and script preloads only', () => {
    const head =
      `<meta charSet="utf-8" nonce="${NONCE_PLACEHOLDER}"/>` +
      `<link rel="alternate" hrefLang="de" href="/de/" nonce="${NONCE_PLACEHOLDER}"/>` +
      `<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE_PLACEHOLDER}"/>` +
      `<link href="/assets/b.js" rel="preload" as="script" nonce="${NONCE_PLACEHOLDER}"/>` +
      `<script nonce="${NONCE_PLACEHOLDER}">a()</script>`
    const body = joinWithNonce(splitAtNonces(head), 'N').toString()
    expect(body).toBe(
      '<meta charSet="utf-8"/><link rel="alternate" hrefLang="de" href="/de/"/>' +
        '<link rel="modulepreload" href="/assets/a.js" nonce="N"/>' +
        '<link href="/assets/b.js" rel="preload" as="script" nonce="N"/><script nonce="N">a()</script>',
    )
  })

  it('keeps multi-byte characters next to a placeholder intact', () => {
    const text = `ü${NONCE_PLACEHOLDER}日本${NONCE_PLACEHOLDER}✓`
    expect(joinWithNonce(splitAtNonces(text), 'N').toString('utf8')).toBe('üN日本N✓')
  })
})

describe('ETag and If-None-Match', () => {
  it('is a weak tag of the render, the same for every nonce', () => {
    const tag = pageEtag(html(NONCE_PLACEHOLDER))
    expect(tag).toMatch(/^W\/"[\w-]+"$/)
    expect(pageEtag(html(NONCE_PLACEHOLDER))).toBe(tag)
    expect(pageEtag(html(NONCE_PLACEHOLDER).replace('a()', 'b()'))).not.toBe(tag)
  })

  it('matches the same tag, weak or strong, in a list or as *', () => {
    const tag = 'W/"abc"'
    expect(etagMatches('W/"abc"', tag)).toBe(true)
    expect(etagMatches('"abc"', tag)).toBe(true)
    expect(etagMatches('"x", W/"abc" ,"y"', tag)).toBe(true)
    expect(etagMatches('*', tag)).toBe(true)
  })

  it('does not match another tag, a prefix or nothing', () => {
    const tag = 'W/"abc"'
    expect(etagMatches(undefined, tag)).toBe(false)
    expect(etagMatches('', tag)).toBe(false)
    expect(etagMatches('W/"abcd"', tag)).toBe(false)
    expect(etagMatches('W/"ab"', tag)).toBe(false)
    expect(etagMatches('abc', tag)).toBe(false)
  })
})

describe('encoding choice', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['deflate', undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['*', 'gzip'],
    [undefined, undefined],
  ])('with a precompressed gzip, Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header, 'gzip')).toBe(expected)
  })
})

describe('a kept page compressed once, its nonce laid in per response', () => {
  const cases: [string, string[]][] = [
    ['a page', splitAtNonces(html(NONCE_PLACEHOLDER).repeat(40)).map(String)],
    ['empty parts (nonces side by side, at the start and the end)', ['', 'a', '', 'b', '']],
    ['one part without a nonce', ['<p>no scripts</p>']],
    ['a part larger than a stored block', ['x'.repeat(70_000), 'y'.repeat(100_000)]],
    ['a page with NUL bytes (compressed without references back)', ['a\u0000b<p>', 'a\u0000b<p>', 'a\u0000b<p>']],
  ]
  it.each(cases)('%s: gunzip gives the page with that nonce, checksum and length included', (_, texts) => {
    const parts = texts.map((text) => Buffer.from(text))
    const gzip = precompressGzip(parts)
    for (const nonce of [newNonce(), newNonce(), 'A'.repeat(24), '/'.repeat(24)]) {
      const body = gzipWithNonce(gzip, nonce)
      expect(body.length).toBe(gzip.gzipBytes)
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(gunzipSync(body).equals(joinWithNonce(parts, nonce))).toBe(true)
    }
  })

  it('refuses a nonce of another length (the layout was fixed for 24 characters)', () => {
    expect(() => gzipWithNonce(precompressGzip([Buffer.from('a'), Buffer.from('b')]), 'short')).toThrow(/24/)
  })

  it('a later part refers back across a nonce: repeated parts cost little', () => {
    const part = Buffer.from(html(NONCE_PLACEHOLDER).repeat(20))
    const one = precompressGzip([part]).gzipBytes
    const five = precompressGzip([part, part, part, part, part]).gzipBytes
    // Compressed on its own, each repeat would cost about as much as the first.
    expect(five - one).toBeLessThan(4 * (one / 2))
  })
})

describe('compression', () => {
  const body = Buffer.from(html('n').repeat(50))

  it('brotli and gzip round-trip and shrink a page', () => {
    const br = compress(body, 'br')
    const gz = compress(body, 'gzip')
    expect(brotliDecompressSync(br).equals(body)).toBe(true)
    expect(gunzipSync(gz).equals(body)).toBe(true)
    expect(br.length).toBeLessThan(body.length / 4)
    expect(gz.length).toBeLessThan(body.length / 4)
  })

  it('sends the bytes as they are without an encoding', () => {
    expect(compress(body, undefined)).toBe(body)
  })
})
