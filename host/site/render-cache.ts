import type { IncomingHttpHeaders } from 'node:http'

import { campaignQuery } from '#contracts/campaign-query.ts'
import { COOKIE, hasSessionCookie, readCookie, themeOf } from '#contracts/cookies.ts'
import { isBot } from '#contracts/bots.ts'
import type { GzipPage } from './page-response.ts'

/**
 * Public pages are the same for every anonymous visitor, so their renders are kept in memory
 * (per host, path and the few request facts a public page depends on) and served without
 * rendering again. Only responses the app marks as public, answered 200 without cookies, are
 * kept; a new build starts a new process, so nothing stale survives a deployment. The body is
 * stored with the nonce placeholder: every response still gets its own nonce.
 */
export interface CachedPage {
  status: number
  /** Name, value, name, value… (as `writeHead` takes them), without per-response headers. */
  headers: string[]
  /** The body split where the nonces go (see page-response.ts). */
  parts: Buffer[]
  /** The body compressed once, for gzip answers (`precompressGzip`); kept pages only. */
  gzip?: GzipPage
  bytes: number
  etag: string
  /**
   * For a render made for anonymous visitors only (an account entry page, decision 026): until
   * when (`performance.now()`) it may be served, and only to a request without a session cookie.
   */
  anonymousUntil?: number
  /**
   * For a page with live data (RENDER_FRESH_HEADER): until when (`performance.now()`) the render is
   * current. After that one request renders the replacement while the others are still served
   * this one, so the page never waits for its data and renders about once per period.
   */
  freshUntil?: number
  /** A request is rendering this page's replacement (see `keptRenderUse`). */
  refreshing?: boolean
}

/**
 * How long an account entry page's render is served again. Its render also says the account
 * service answered (the page guard asks it, trusting an answer for FRESH_MS, 2 s): kept for a
 * second more, an outage still shows within a few seconds, and a busy page renders about once a
 * second instead of for every request.
 */
export const ANONYMOUS_RENDER_MS = 1000

/**
 * What to do with a kept render for this request: serve it, render instead, or render a
 * replacement (the caller marks the page `refreshing`). A live page past `freshUntil` is renewed
 * by one request and served as it is to the others. An anonymous render expires after
 * ANONYMOUS_RENDER_MS; then one request renders its replacement while the others are still
 * served the old one, for at most another ANONYMOUS_RENDER_MS: without that, every request
 * arriving during the new render rendered too (a burst of renders every second under load).
 */
export function keptRenderUse(
  page: CachedPage,
  cookieHeader: string | undefined,
  now: number,
): 'serve' | 'render' | 'refresh' {
  if (page.anonymousUntil === undefined) {
    if (page.freshUntil === undefined || now <= page.freshUntil) return 'serve'
    return page.refreshing ? 'serve' : 'refresh'
  }
  if (hasSessionCookie(cookieHeader)) return 'render'
  if (now <= page.anonymousUntil) return 'serve'
  if (now > page.anonymousUntil + ANONYMOUS_RENDER_MS) return 'render'
  return page.refreshing ? 'serve' : 'refresh'
}

export interface CacheRequest {
  method: string | undefined
  url: string | undefined
  headers: IncomingHttpHeaders
  peerAddress: string | undefined
}

/** The API, build files, images and server functions are never pages. */
const NOT_PAGES = /^\/(api|assets|_[\w-]*)(\/|$)/

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The inputs a public page's response depends on, or `undefined` when a request must be
 * rendered: other methods, a query other than a campaign's (it may rewrite the URL or set
 * cookies). A campaign's query counts as none, except that `source=app` counts as the app-visit
 * cookie (contracts/campaign-query.ts, decision 025). The locale cookie, Accept-Language and
 * crawler status matter only on `/` (locale detection); the country headers only with the peer's
 * trust (they decide whether a `country-code` cookie is sent). The theme cookie picks
 * `<html data-theme>`: three variants per page (light, dark, the system's), an unknown value
 * counts as the system's so junk values cannot grow the cache.
 */
export function renderCacheKey(request: CacheRequest, trustedProxies: ReadonlySet<string>): string | undefined {
  const { method, url, headers } = request
  if ((method !== 'GET' && method !== 'HEAD') || !url || !url.startsWith('/')) return undefined
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const campaign = queryAt === -1 ? undefined : campaignQuery(url.slice(queryAt))
  if (queryAt !== -1 && !campaign) return undefined
  if (NOT_PAGES.test(path)) return undefined
  const cookies = first(headers.cookie)
  const parts = [
    first(headers.host).toLowerCase(),
    path,
    campaign?.sourceApp ? '1' : (readCookie(cookies, COOKIE.isSourceApp) ?? ''),
    readCookie(cookies, COOKIE.countryCode) ?? '',
    themeOf(cookies) ?? '',
  ]
  const country = first(headers['x-country-code']) || first(headers['cf-ipcountry'])
  if (country) {
    const peer = (request.peerAddress ?? '').replace(/^::ffff:/, '')
    parts.push(country, trustedProxies.has(peer) ? 'trusted' : 'untrusted')
  }
  if (path === '/') {
    const userAgent = first(headers['user-agent'])
    parts.push(
      readCookie(cookies, COOKIE.locale) ?? '',
      first(headers['accept-language']),
      isBot(userAgent) ? 'bot' : '',
    )
  }
  return parts.join('\n')
}

/**
 * A least-recently-used map bounded by entries and by bytes. A hit only stamps its entry (no
 * delete and re-insert: on the hot path that churn reallocates the map's table for every
 * request); an eviction looks for the oldest stamp, which happens only when a new render is
 * stored into a full cache.
 */
export class RenderCache {
  readonly #entries = new Map<string, { page: CachedPage; used: number }>()
  readonly #maxEntries: number
  readonly #maxBytes: number
  #bytes = 0
  #clock = 0
  hits = 0
  misses = 0

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.#maxEntries = maxEntries
    this.#maxBytes = maxBytes
  }

  get size() {
    return this.#entries.size
  }

  get bytes() {
    return this.#bytes
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry) {
      this.misses += 1
      return undefined
    }
    this.hits += 1
    entry.used = ++this.#clock
    return entry.page
  }

  set(key: string, page: CachedPage): void {
    if (this.#maxEntries <= 0 || page.bytes > this.#maxBytes) return
    this.delete(key)
    this.#entries.set(key, { page, used: ++this.#clock })
    this.#bytes += page.bytes
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) this.#evictOldest()
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.page.bytes
  }

  #evictOldest(): void {
    let oldest: string | undefined
    let oldestUse = Infinity
    for (const [key, entry] of this.#entries) {
      if (entry.used < oldestUse) {
        oldest = key
        oldestUse = entry.used
      }
    }
    if (oldest !== undefined) this.delete(oldest)
  }
}
