import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isSameSiteRequest } from '#app/lib/api/same-site.ts'
import { safeReturnPath } from '#app/lib/auth/return-path.ts'
import { RUNS, anyString, plainPagePath, plainSegment, urlish } from './arbitraries'

const BASE = 'https://site.example/de/login/'

/** Return values an attacker would try: absolute, protocol-relative, backslash, encoded, dot segments. */
const hostile = fc
  .tuple(
    fc.constantFrom(
      '',
      '/',
      '//',
      '/\\',
      '\\\\',
      '/%2F',
      '/%2f%2F',
      '/%5C',
      '%2F%2F',
      '/%09/',
      '/%0a/',
      '/\t/',
      '/./',
      '/.//',
      '/%2e//',
      '/%2E%2E//',
      '/a/..//',
      '/a/%2e%2e//',
      '/%252F%252F',
      '/%25%32%46',
      'https:',
      'https://',
      'javascript:',
      '/javascript:',
      ' /',
      '\u0000/',
    ),
    fc.constantFrom('evil.example', 'evil.example/path', '@evil.example', 'alert(1)', ''),
    urlish(4),
  )
  .map(([prefix, host, rest]) => `${prefix}${host}${rest}`)

const candidate = fc.oneof(hostile, anyString, urlish(8), plainPagePath)

describe('safeReturnPath: login return paths never leave the site', () => {
  it('answers undefined or a same-origin path, whatever the input', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const path = safeReturnPath(raw)
        if (path === undefined) return
        expect(path).toMatch(/^\/(?![/\\])/)
        // eslint-disable-next-line no-control-regex -- controls are what must never come out
        expect(path).not.toMatch(/[\\\u0000-\u001f\u007f]/)
        // However a browser resolves it, from any page of the site, it stays on the site.
        for (const base of [BASE, 'https://site.example/', 'https://site.example/a/b/c']) {
          expect(new URL(path, base).origin).toBe('https://site.example')
        }
        // And decoding it once or twice (a router or a second redirect) cannot make it protocol-relative.
        const once = decodeURIComponent(path)
        expect(once).not.toMatch(/^\/[/\\]/)
        expect(decodeURIComponent(once)).not.toMatch(/^\/[/\\]/)
      }),
      { numRuns: 500, examples: [['/.//evil.example'], ['/%2E%2E//evil.example'], ['/a/..//evil.example']] },
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const path = safeReturnPath(raw)
        if (path !== undefined) expect(safeReturnPath(path)).toBe(path)
      }),
      { ...RUNS, examples: [['/.//evil.example']] },
    )
  })

  it('keeps plain site paths with their query and fragment unchanged', () => {
    const query = fc.array(fc.tuple(plainSegment, plainSegment), { maxLength: 3 })
    fc.assert(
      fc.property(plainPagePath, query, fc.option(plainSegment, { nil: undefined }), (path, pairs, hash) => {
        const raw = `${path}${pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}${hash ? `#${hash}` : ''}`
        expect(safeReturnPath(raw)).toBe(raw)
      }),
      RUNS,
    )
  })
})

describe('isSameSiteRequest: state changes only from the site itself', () => {
  const host = fc.constantFrom('site.example', 'site.example:8443', 'localhost:3000')
  const siteOrigins = ['https://ru.example', 'https://ar.example']
  const secFetchSite = fc.constantFrom(undefined, 'same-origin', 'same-site', 'none', 'cross-site', 'CROSS-SITE', '')
  const origin = fc.oneof(
    fc.constantFrom(undefined, 'null', '', 'https://site.example', 'http://localhost:3000', 'https://evil.example'),
    fc.constantFrom('https://site.example.evil.example', 'https://evil.example/site.example', 'https://ru.example'),
    fc.constantFrom('https://user@site.example', 'file://', 'https://site.example:8443', 'HTTPS://SITE.EXAMPLE'),
    fc.webUrl().map((url) => new URL(url).origin),
    fc.stringMatching(/^[\x21-\x7e]{0,30}$/),
  )
  const hostOf = (value: string) => {
    try {
      return new URL(value).host
    } catch {
      return undefined
    }
  }

  it('refuses cross-site requests and foreign origins, and never throws on odd header values', () => {
    fc.assert(
      fc.property(host, secFetchSite, origin, (requestHost, site, originHeader) => {
        const headers = new Headers()
        if (site !== undefined) headers.set('sec-fetch-site', site)
        if (originHeader !== undefined) headers.set('origin', originHeader)
        const allowed = isSameSiteRequest(headers, requestHost, siteOrigins)
        if (site?.toLowerCase() === 'cross-site') expect(allowed).toBe(false)
        const sentOrigin = headers.get('origin')
        if (sentOrigin !== null && hostOf(sentOrigin) !== requestHost && !siteOrigins.includes(sentOrigin)) {
          expect(allowed).toBe(false)
        }
        if (sentOrigin === null && site !== 'cross-site' && site !== 'CROSS-SITE') expect(allowed).toBe(true)
      }),
      RUNS,
    )
  })

  it('accepts the origin of the requested host itself', () => {
    fc.assert(
      fc.property(host, fc.constantFrom(undefined, 'same-origin', 'same-site', 'none'), (requestHost, site) => {
        const headers = new Headers({ origin: `https://${requestHost}` })
        if (site) headers.set('sec-fetch-site', site)
        expect(isSameSiteRequest(headers, requestHost, siteOrigins)).toBe(true)
      }),
      RUNS,
    )
  })
})
