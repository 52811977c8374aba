import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import {
  ANONYMOUS_RENDER_MS,
  type CacheRequest,
  type CachedPage,
  RenderCache,
  renderCacheKey,
  keptRenderUse,
} from '#host/site/render-cache.ts'
import { FRESH_MS } from '#app/lib/api/account-client.server.ts'

const TRUSTED = new Set(['127.0.0.1', '::1'])
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'
const SESSION = 'fvp_session=secret-token-1234567890abcdef'

function key(url: string | undefined, headers: IncomingHttpHeaders = {}, more: Partial<CacheRequest> = {}) {
  return renderCacheKey(
    {
      method: 'GET',
      url,
      headers: { host: 'main.example', 'user-agent': BROWSER, ...headers },
      peerAddress: '203.0.113.9',
      ...more,
    },
    TRUSTED,
  )
}

describe('renderCacheKey: which requests may be answered from the cache', () => {
  it.each(['/', '/de/', '/netflix/', '/ja/download/', '/blog/some-article/'])('GET %s gets a key', (url) => {
    expect(key(url)).toEqual(expect.any(String))
  })

  it('HEAD shares the key of GET', () => {
    expect(key('/netflix/', {}, { method: 'HEAD' })).toBe(key('/netflix/'))
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', undefined])('%s never gets one', (method) => {
    expect(key('/netflix/', {}, { method })).toBeUndefined()
  })

  it.each([
    '/netflix/?utm_source=x&utm_medium=cpc&utm_campaign=spring',
    '/netflix/?gclid=abc',
    '/netflix/?fbclid=abc&yclid=1&msclkid=2',
    '/netflix/?a_aid=partner7&btag=b-1',
    '/netflix/?promo=SPRING',
    '/netflix/?source=newsletter',
    '/netflix/?',
    '/netflix/?utm_source=x&&gclid=y',
  ])('a campaign query (%s) shares the plain page key', (url) => {
    expect(key(url)).toBe(key('/netflix/'))
  })

  it('`source=app` shares the key of the app-visit cookie, not the plain page', () => {
    expect(key('/netflix/?source=app&utm_source=x')).toBe(key('/netflix/', { cookie: 'is_source_app=1' }))
    expect(key('/netflix/?source=app')).not.toBe(key('/netflix/'))
  })

  it('on "/" a campaign query keeps the locale-detection inputs', () => {
    expect(key('/?gclid=1', { 'accept-language': 'de' })).toBe(key('/', { 'accept-language': 'de' }))
    expect(key('/?gclid=1', { 'accept-language': 'de' })).not.toBe(key('/?gclid=1'))
  })

  it.each([
    '/de/?a=1&b=2',
    '/netflix/?utm_source=x&regenerate=true',
    '/netflix/?gclid=1&gclid=2',
    '/netflix/?source=app&source=web',
    '/login/?return=/cabinet/',
    `/netflix/?utm_source=${'x'.repeat(2100)}`,
    '/api/?utm_source=x',
    '/_serverFn/abc?gclid=1',
  ])('any other query (%s) is rendered', (url) => {
    expect(key(url)).toBeUndefined()
  })

  it.each(['/api', '/api/', '/api/v3/user', '/assets/app-1234.js', '/_serverFn/abc', '/_img/x.png', '/_build'])(
    '%s is not a page',
    (url) => {
      expect(key(url)).toBeUndefined()
    },
  )

  it.each([undefined, '', '*', 'https://main.example/'])('target %j gets none', (url) => {
    expect(key(url)).toBeUndefined()
  })

  it('a protocol-relative target never shares the home page key', () => {
    expect(key('//evil.example/')).not.toBe(key('/'))
  })

  it('paths that merely start like excluded ones are pages', () => {
    expect(key('/apiary/')).toEqual(expect.any(String))
    expect(key('/assets-guide/')).toEqual(expect.any(String))
  })
})

describe('renderCacheKey: what the key depends on', () => {
  it('differs per variant host, case-insensitively', () => {
    expect(key('/netflix/', { host: 'ru.example' })).not.toBe(key('/netflix/'))
    expect(key('/netflix/', { host: 'MAIN.example' })).toBe(key('/netflix/'))
  })

  it('differs per path', () => {
    expect(key('/netflix/')).not.toBe(key('/de/netflix/'))
  })

  it('on "/" differs by locale cookie, Accept-Language and crawler status', () => {
    const base = key('/')
    expect(key('/', { cookie: 'i18n_redirected=de' })).not.toBe(base)
    expect(key('/', { cookie: 'i18n_redirected=de' })).not.toBe(key('/', { cookie: 'i18n_redirected=fr' }))
    expect(key('/', { 'accept-language': 'de-DE,de;q=0.9' })).not.toBe(base)
    expect(key('/', { 'accept-language': 'de' })).not.toBe(key('/', { 'accept-language': 'ja' }))
    expect(key('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).not.toBe(base)
  })

  it('elsewhere does not split by locale cookie, Accept-Language or user agent (the URL has the locale)', () => {
    const base = key('/de/netflix/')
    expect(key('/de/netflix/', { cookie: 'i18n_redirected=fr' })).toBe(base)
    expect(key('/de/netflix/', { 'accept-language': 'ja' })).toBe(base)
    expect(key('/de/netflix/', { 'user-agent': 'Googlebot/2.1' })).toBe(base)
  })

  it('differs by the cookies that change public markup (app visit, country)', () => {
    const base = key('/netflix/')
    expect(key('/netflix/', { cookie: 'is_source_app=1' })).not.toBe(base)
    expect(key('/netflix/', { cookie: 'country-code=DE' })).not.toBe(base)
    expect(key('/netflix/', { cookie: 'country-code=DE' })).not.toBe(key('/netflix/', { cookie: 'country-code=FR' }))
  })

  it('keeps three variants by theme cookie (light, dark, the system); junk counts as the system', () => {
    const system = key('/netflix/')
    const dark = key('/netflix/', { cookie: 'a=1; fvp_theme=dark' })
    const light = key('/netflix/', { cookie: 'fvp_theme=light; b=2' })
    expect(new Set([system, dark, light]).size).toBe(3)
    for (const path of ['/', '/de/']) {
      expect(key(path, { cookie: 'fvp_theme=dark' })).not.toBe(key(path))
    }
    expect(key('/netflix/', { cookie: 'fvp_theme=system' })).toBe(system)
    expect(key('/netflix/', { cookie: 'fvp_theme=%3Cscript%3E' })).toBe(system)
    expect(key('/netflix/', { cookie: 'fvp_theme=' })).toBe(system)
  })

  it('differs by country header, and by whether a trusted proxy sent it', () => {
    const base = key('/netflix/')
    const direct = key('/netflix/', { 'x-country-code': 'DE' })
    const proxied = key('/netflix/', { 'x-country-code': 'DE' }, { peerAddress: '::ffff:127.0.0.1' })
    expect(direct).not.toBe(base)
    expect(proxied).not.toBe(direct)
    expect(key('/netflix/', { 'cf-ipcountry': 'FR' }, { peerAddress: '127.0.0.1' })).not.toBe(proxied)
    expect(key('/netflix/', { 'x-country-code': 'DE' }, { peerAddress: '::1' })).toBe(proxied)
  })

  it('never depends on, nor keeps, a session cookie or other personal cookies', () => {
    for (const url of ['/', '/netflix/']) {
      const withSession = key(url, { cookie: `${SESSION}; fvp_is_logged_in=1; fvp_user_access=premium; _ga=GA1.2.3` })
      expect(withSession).toBe(key(url))
      expect(withSession).not.toContain('secret-token')
    }
  })

  it('uses the first value of repeated headers', () => {
    expect(key('/', { 'accept-language': ['de', 'fr'] as unknown as string })).toBe(
      key('/', { 'accept-language': 'de' }),
    )
  })
})

const page = (bytes: number, tag = 'x'): CachedPage => ({
  status: 200,
  headers: ['content-type', 'text/html'],
  parts: [Buffer.alloc(bytes, tag)],
  bytes,
  etag: `W/"${tag}"`,
})

describe('RenderCache', () => {
  it('answers what it stored and counts hits and misses', () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 10_000 })
    const stored = page(100)
    cache.set('a', stored)
    expect(cache.get('a')).toBe(stored)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.hits, cache.misses]).toEqual([1, 1])
  })

  it('evicts the least recently used entry beyond the entry limit', () => {
    const cache = new RenderCache({ maxEntries: 3, maxBytes: 10_000 })
    cache.set('a', page(10))
    cache.set('b', page(10))
    cache.set('c', page(10))
    cache.get('a') // now b is the oldest
    cache.set('d', page(10))
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    for (const name of ['a', 'c', 'd']) expect(cache.get(name), name).toBeDefined()
  })

  it('evicts the least recently used entries until the bytes fit', () => {
    const cache = new RenderCache({ maxEntries: 100, maxBytes: 1000 })
    cache.set('a', page(400))
    cache.set('b', page(400))
    cache.get('a')
    cache.set('c', page(500)) // 1300 bytes: b goes (oldest), 900 left
    expect(cache.get('b')).toBeUndefined()
    expect(cache.bytes).toBe(900)
    cache.set('d', page(700)) // a and c are both older than d: both go
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(700)
    expect(cache.get('d')).toBeDefined()
  })

  it('keeps nothing larger than the whole budget, and nothing at all with 0 entries', () => {
    const small = new RenderCache({ maxEntries: 10, maxBytes: 100 })
    small.set('big', page(101))
    expect(small.size).toBe(0)
    expect(small.bytes).toBe(0)
    const off = new RenderCache({ maxEntries: 0, maxBytes: 10_000 })
    off.set('a', page(1))
    expect(off.get('a')).toBeUndefined()
  })

  it('replacing or deleting an entry keeps the byte count exact', () => {
    const cache = new RenderCache({ maxEntries: 10, maxBytes: 10_000 })
    cache.set('a', page(300))
    cache.set('a', page(200, 'y'))
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(200)
    expect(cache.get('a')?.etag).toBe('W/"y"')
    cache.delete('a')
    cache.delete('missing')
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })
})

describe('keptRenderUse: a render made for anonymous visitors', () => {
  const page = (anonymousUntil?: number, refreshing?: boolean): CachedPage => ({
    status: 200,
    headers: [],
    parts: [],
    bytes: 0,
    etag: 'W/"x"',
    ...(anonymousUntil === undefined ? {} : { anonymousUntil }),
    ...(refreshing ? { refreshing } : {}),
  })
  const until = 10_000

  it('a public render serves everyone, with or without a session, at any time', () => {
    expect(keptRenderUse(page(), SESSION, 1e12)).toBe('serve')
    expect(keptRenderUse(page(), undefined, 1e12)).toBe('serve')
  })

  it('serves requests without a session cookie until its time is up', () => {
    expect(keptRenderUse(page(until), undefined, until)).toBe('serve')
    expect(keptRenderUse(page(until), 'fvp_theme=dark; country-code=DE', until - 1)).toBe('serve')
  })

  it.each([SESSION, '__Secure-fvp_session=x', 'fvp_theme=dark; fvp_session=', 'fvp_session=junk'])(
    'never with a session cookie (%s), valid or not',
    (cookie) => {
      expect(keptRenderUse(page(until), cookie, 0)).toBe('render')
      expect(keptRenderUse(page(until, true), cookie, until + 1)).toBe('render')
    },
  )

  it('then one request renders the replacement while the others get the old render, for a while', () => {
    expect(keptRenderUse(page(until), undefined, until + 1)).toBe('refresh')
    expect(keptRenderUse(page(until, true), undefined, until + 1)).toBe('serve')
    expect(keptRenderUse(page(until, true), undefined, until + ANONYMOUS_RENDER_MS)).toBe('serve')
    expect(keptRenderUse(page(until, true), undefined, until + ANONYMOUS_RENDER_MS + 1)).toBe('render')
    expect(keptRenderUse(page(until), undefined, until + ANONYMOUS_RENDER_MS + 1)).toBe('render')
  })

  it('is kept no longer than the site trusts the account service’s last answer, so an outage shows soon', () => {
    expect(ANONYMOUS_RENDER_MS).toBeGreaterThan(0)
    expect(ANONYMOUS_RENDER_MS).toBeLessThanOrEqual(FRESH_MS)
  })
})

describe('keptRenderUse: a live page (the server list)', () => {
  const live = (freshUntil: number, refreshing?: boolean): CachedPage => ({
    status: 200,
    headers: [],
    parts: [],
    bytes: 0,
    etag: 'W/"x"',
    freshUntil,
    ...(refreshing ? { refreshing } : {}),
  })

  it('is served to everyone, session or not, while it is current', () => {
    expect(keptRenderUse(live(5000), SESSION, 5000)).toBe('serve')
    expect(keptRenderUse(live(5000), undefined, 0)).toBe('serve')
  })

  it('then one request renders it again and every other is served the previous render meanwhile', () => {
    expect(keptRenderUse(live(5000), undefined, 5001)).toBe('refresh')
    expect(keptRenderUse(live(5000), SESSION, 5001)).toBe('refresh')
    expect(keptRenderUse(live(5000, true), undefined, 5001)).toBe('serve')
    expect(keptRenderUse(live(5000, true), undefined, 1e12)).toBe('serve')
  })
})
