import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { request } from '../faults/support/http'
import { removeScratchDirs, type ServerProcess } from '../faults/support/processes'
import { serverFnBody, serverFunctionIds, SERVER_FN_HEADERS } from '../support/server-functions'
import { PORTS, rawRequest, startProductionSite } from './support'

/**
 * Bodies, methods, error answers and cache headers of the production server, as an attacker on
 * another address meets them (loopback, but not through the trusted proxy's headers).
 */
const SITE = `http://localhost:${PORTS.site}`
const LIMIT = 64 * 1024
const SAME_ORIGIN = { origin: SITE, 'sec-fetch-site': 'same-origin' }

let site: ServerProcess
const ids = serverFunctionIds()
const fnUrl = (name: string) => {
  const id = ids.get(name)
  if (!id) throw new Error(`no server function ${name} in the build`)
  return `${SITE}/_serverFn/${id}`
}

beforeAll(async () => {
  site = await startProductionSite(PORTS.site, { REDIRECTS_FILE: 'tests/fixtures/redirects.json' })
})

afterAll(async () => {
  await site?.stop()
  removeScratchDirs()
})

describe('request bodies', () => {
  it('a server function answers 413 to a declared 50 MB body without waiting for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        rawRequest(fnUrl('loginFn'), {
          headers: { ...SERVER_FN_HEADERS, 'content-type': 'application/json', 'content-length': String(50 << 20) },
          sent: '{"t":'.padEnd(1024, ' '),
          unfinished: true,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413, 413, 413])
    expect(answers[0]!.headers.connection).toBe('close')
    expect((await request(`${SITE}/healthz`)).status).toBe(200)
  })

  it('a body without a declared length is refused (411) before it is read', async () => {
    const answer = await rawRequest(fnUrl('loginFn'), {
      headers: { ...SERVER_FN_HEADERS, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      sent: '{',
      unfinished: true,
    })
    expect(answer.status).toBe(411)
  })

  it('the same limit stands in front of the API, and a body at the limit still passes', async () => {
    const over = await rawRequest(`${SITE}/api/login`, {
      headers: { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) },
      sent: '{',
      unfinished: true,
    })
    expect(over.status).toBe(413)
    const at = await request(`${SITE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.org', password: 'x'.repeat(LIMIT - 60) }),
    })
    expect(at.status).not.toBe(413)
  })

  it('a validation error names fields and codes, never what was sent', async () => {
    const marker = randomBytes(12).toString('hex')
    const body = await serverFnBody({ email: `${'a'.repeat(30_000)}${marker}`, password: `secret-${marker}` })
    const answer = await request(fnUrl('loginFn'), {
      method: 'POST',
      headers: { ...SERVER_FN_HEADERS, ...SAME_ORIGIN, 'content-type': 'application/json' },
      body,
    })
    expect(answer.body).not.toContain(marker)
    expect(answer.body).toContain('email_too_long')
    expect(answer.body.length).toBeLessThan(2000)
  })
})

describe('methods', () => {
  it.each(['PUT', 'DELETE', 'TRACE', 'PATCH'])('pages and files answer %s with 405 and Allow', async (method) => {
    for (const path of ['/', '/de/netflix/', '/favicon.svg', '/_ipx/w_320/images/planet-hero.png']) {
      const answer = await rawRequest(`${SITE}${path}`, { method })
      expect([path, answer.status, answer.headers.allow]).toEqual([path, 405, 'GET, HEAD'])
    }
    const fn = await rawRequest(fnUrl('loginFn'), { method, headers: { ...SERVER_FN_HEADERS } })
    expect([fn.status, fn.headers.allow]).toEqual([405, 'GET, POST'])
  })
})

describe('answers', () => {
  it('a missing file is a plain 404, not a redirect to an HTML page', async () => {
    for (const path of ['/images/nothing.png', '/assets/gone-1234.js', '/downloads/none.exe']) {
      const answer = await request(`${SITE}${path}`)
      expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 404, null])
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    }
    expect((await request(`${SITE}/robots.txt`)).status).toBe(200)
    expect((await request(`${SITE}/sitemap.xml`)).status).toBe(200)
  })

  it('the start code is sent as the build compressed it: brotli or gzip as the browser accepts', async () => {
    const dir = 'dist/client/assets'
    const start = readdirSync(dir).find((name) => /^index-[\w-]+\.js$/.test(name))!
    const raw = readFileSync(`${dir}/${start}`, 'utf8')
    for (const [accepted, encoding, file] of [
      ['gzip, deflate, br, zstd', 'br', `${start}.br`],
      ['gzip', 'gzip', `${start}.gz`],
      ['identity', null, start],
    ] as const) {
      const answer = await request(`${SITE}/assets/${start}`, { headers: { 'accept-encoding': accepted } })
      expect([accepted, answer.headers.get('content-encoding')]).toEqual([accepted, encoding])
      expect(Number(answer.headers.get('content-length'))).toBe(statSync(`${dir}/${file}`).size)
      expect(answer.body).toBe(raw)
    }
  })

  it('account answers and server-function answers may not be stored', async () => {
    for (const path of ['/api/login', '/api/register']) {
      const answer = await request(`${SITE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect([path, answer.headers.get('cache-control')]).toEqual([path, 'no-store'])
    }
    expect((await request(`${SITE}/api/v3/user`)).headers.get('cache-control')).toBe('no-store')
    const fn = await request(fnUrl('loginFn'), {
      method: 'POST',
      headers: { ...SERVER_FN_HEADERS, ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: await serverFnBody({ email: 'nobody@example.org', password: 'not-the-password-1' }),
    })
    expect(fn.headers.get('cache-control')).toBe('no-store')
    expect(fn.headers.get('vary')).toMatch(/Cookie/)
  })

  it('a read that is the same for everyone may be kept by browsers and CDNs, revalidated by its ETag', async () => {
    const plansUrl = `${fnUrl('plansFn')}?payload=${encodeURIComponent(await serverFnBody({ currency: 'EUR' }))}`
    const reads = [
      [`${SITE}/data/page.json?locale=de&slug=netflix`, SERVER_FN_HEADERS],
      [`${SITE}/data/document.json?kind=blog&locale=ja&slug=proxy`, {}],
      [`${SITE}/data/blog.json?locale=ar`, {}],
      [`${SITE}/data/answers.json?locale=ja`, {}],
      [`${SITE}/data/redirects.json?path=%2Fde%2Falte-seite%2F`, {}],
      [plansUrl, SERVER_FN_HEADERS],
    ] as const
    for (const [url, headers] of reads) {
      const answer = await request(url, { headers: { ...headers, cookie: 'fvp_session=someone' } })
      expect([url, answer.status, answer.headers.get('cache-control')]).toEqual([
        url,
        200,
        expect.stringMatching(/^public, max-age=\d+, stale-while-revalidate=\d+$/),
      ])
      expect(answer.headers.get('vary') ?? '').not.toMatch(/cookie/i)
      expect(answer.headers.get('set-cookie')).toBeNull()
      const etag = answer.headers.get('etag')
      expect(etag).toMatch(/^W\/".+"$/)
      const again = await request(url, { headers: { ...headers, 'if-none-match': etag! } })
      expect([url, again.status, again.body]).toEqual([url, 304, ''])
    }
  })

  it('a public read refuses a query it does not know, and says nothing found without being kept', async () => {
    for (const [query, status] of [
      ['/data/page.json?locale=de&slug=netflix&utm_source=x', 400],
      ['/data/page.json?locale=xx&slug=netflix', 400],
      ['/data/redirects.json?path=no-slash', 400],
      ['/data/answers.json?locale=xx', 400],
      ['/data/answers.json?locale=de&q=refund', 400],
      ['/data/page.json?locale=de&slug=no-such-page', 404],
    ] as const) {
      const answer = await request(`${SITE}${query}`)
      expect([query, answer.status, answer.headers.get('cache-control')]).toEqual([query, status, 'no-store'])
    }
  })

  it('the redirect table moves a page in every language', async () => {
    const english = await request(`${SITE}/old-home/`)
    expect([english.status, english.headers.get('location')]).toEqual([301, '/'])
    const german = await request(`${SITE}/de/old-home/`)
    expect([german.status, german.headers.get('location')]).toEqual([301, '/de/'])
  })
})
