import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { TLSSocket } from 'node:tls'

import { NodeRequest, sendNodeResponse } from 'srvx/node'

import { RENDER_CACHE_HEADER, RENDER_FRESH_HEADER } from '#contracts/nonce-placeholder.ts'
import { PUBLIC_DATA_PATHS } from '#app/lib/api/public-data.ts'
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
} from './page-response.ts'
import { ANONYMOUS_RENDER_MS, type CachedPage, RenderCache, renderCacheKey, keptRenderUse } from './render-cache.ts'
import { flushRequestLog, logRequest, pathOf, requestId } from './request-log.ts'
import { allowedMethods, bodyProblem, MAX_BODY_BYTES } from './request-limits.ts'
import { serverFnAnswer } from './server-fn-answer.ts'
import { baseSecurityHeaders, type CspSources, cspTemplate, LOCKED_DOWN_CSP } from './security-headers.ts'

export interface SiteServerOptions {
  /** Static files, the API, images and the Start handler, in that order. */
  fetch: (request: Request) => Response | Promise<Response>
  /** Readiness: the database answers. */
  ready: () => Promise<boolean>
  trustedProxies: ReadonlySet<string>
  csp: CspSources
  cache: { maxEntries: number; maxBytes: number }
  tls?: { cert: string; key: string }
  logRequests: boolean
  shutdownTimeoutMs: number
  /**
   * How long `close` keeps accepting connections after /readyz turns 503. Without it a balancer
   * may send a request over a kept-alive connection the instance is closing as idle: a POST lost
   * that way cannot be retried.
   */
  shutdownDrainMs?: number
  /** The largest request body any handler may read (default MAX_BODY_BYTES). */
  maxBodyBytes?: number
  /**
   * The cookies a page's query (`?a_aid=…`, `?source=app`) sets, as the app's render sets them for
   * that query and host: sent with a page from the render cache too (contracts/campaign-query.ts).
   */
  queryCookies?: (query: string, host: string) => string[]
}

type CacheState = 'hit' | 'miss' | 'bypass'

const PUBLIC_PAGE = 'public, no-cache'
const PRIVATE_PAGE = 'private, no-store'

const PAGE_HEADERS_NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
  'etag',
  'cache-control',
  RENDER_CACHE_HEADER,
  RENDER_FRESH_HEADER,
])

/** A live page's render is served for the seconds the app names (RENDER_FRESH_HEADER), then renewed. */
function freshness(seconds: string | null): Pick<CachedPage, 'freshUntil'> {
  const value = Number(seconds)
  return seconds && Number.isFinite(value) && value > 0 ? { freshUntil: performance.now() + value * 1000 } : {}
}

const elapsedMs = (started: number) => Math.round((performance.now() - started) * 10) / 10

/** Server functions and the `/data/` reads: their answers are per visitor unless they claim otherwise. */
const DATA_PATHS: ReadonlySet<string> = new Set(Object.values(PUBLIC_DATA_PATHS))

const isServerFnOrData = (req: IncomingMessage) =>
  req.url !== undefined && (req.url.startsWith('/_serverFn/') || DATA_PATHS.has(pathOf(req.url)))

const PLAIN_TARGET = /^\/[!-~]*$/
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::(\d{1,5}))?$/

/** Whether the request target and Host make a URL (`new URL` is what building the Request does). */
function isParsableTarget(req: IncomingMessage): boolean {
  // The common case without building a URL: a printable path and a plain host name and port.
  const host = PLAIN_HOST.exec(req.headers.host ?? 'localhost')
  if (host && PLAIN_TARGET.test(req.url ?? '/') && Number(host[1] ?? 0) <= 65_535) return true
  try {
    new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    return true
  } catch {
    return false
  }
}

/**
 * The site's HTTP server: security headers on every response, a fresh CSP nonce in every page,
 * a render cache for public pages, compression and ETag/304 for pages, health and readiness
 * endpoints, one log line per request and a graceful shutdown. Everything else (static files,
 * the API, rendering) is the `fetch` pipeline's.
 */
export function createSiteServer(options: SiteServerOptions) {
  const cache = new RenderCache(options.cache)
  let draining = false

  const isHttps = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true
    if (req.headers['x-forwarded-proto'] !== 'https') return false
    return options.trustedProxies.has((req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''))
  }

  /** Headers of the server's own short plain-text errors: the same security headers as every answer. */
  const plainErrorHeaders = (req: IncomingMessage) => ({
    ...baseSecurityHeaders(isHttps(req)),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': LOCKED_DOWN_CSP,
  })

  const csp = { http: cspTemplate(options.csp, false), https: cspTemplate(options.csp, true) }
  const flatSecurityHeaders = (https: boolean) => Object.entries(baseSecurityHeaders(https)).flat()
  const securityHeaderList = { http: flatSecurityHeaders(false), https: flatSecurityHeaders(true) }

  const queryCookiesOf = (req: IncomingMessage): string[] => {
    const queryAt = req.url?.indexOf('?') ?? -1
    if (queryAt === -1 || !options.queryCookies) return []
    return options.queryCookies((req.url as string).slice(queryAt), req.headers.host ?? '')
  }

  /** Sends a page with all its headers in one `writeHead`: this is the render cache's hot path. */
  function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, extra: string[]): number {
    const https = isHttps(req)
    const headers = [...securityHeaderList[https ? 'https' : 'http'], ...page.headers, ...extra, 'ETag', page.etag]
    if (draining) headers.push('Connection', 'close')
    if (page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag)) {
      // The browser keeps its copy and the policy that came with it (same nonce as its body).
      res.writeHead(304, headers)
      res.end()
      return 0
    }
    const nonce = newNonce()
    const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined, page.gzip && 'gzip')
    const body =
      page.gzip && encoding === 'gzip'
        ? gzipWithNonce(page.gzip, nonce)
        : compress(joinWithNonce(page.parts, nonce), encoding)
    headers.push('Content-Security-Policy', csp[https ? 'https' : 'http'](nonce), 'Content-Length', String(body.length))
    if (encoding) headers.push('Content-Encoding', encoding)
    res.writeHead(page.status, headers)
    res.end(body)
    return body.length
  }

  async function sendResponse(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    key: string | undefined,
    replacing: boolean,
  ) {
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/html') || !response.body || req.method === 'HEAD') {
      for (const [name, value] of Object.entries(baseSecurityHeaders(isHttps(req)))) res.setHeader(name, value)
      if (draining) res.setHeader('Connection', 'close')
      if (!response.headers.has('content-security-policy')) res.setHeader('Content-Security-Policy', LOCKED_DOWN_CSP)
      if (isServerFnOrData(req)) {
        response = await serverFnAnswer(
          req.method,
          req.headers['if-none-match'],
          response,
          req.headers['accept-encoding'] as string | undefined,
        )
      } else if (!response.headers.has('cache-control')) res.setHeader('Cache-Control', 'no-cache')
      await sendNodeResponse(res, response)
      return
    }
    const html = await response.text()
    const sharing = response.status === 200 ? response.headers.get(RENDER_CACHE_HEADER) : null
    const shared = sharing === 'public' || sharing === 'anonymous'
    const headers: string[] = []
    let vary = 'Accept-Encoding'
    for (const [name, value] of response.headers) {
      if (name === 'vary') vary = `${value}, ${vary}`
      else if (!PAGE_HEADERS_NOT_KEPT.has(name)) headers.push(name, value)
    }
    headers.push(
      'Vary',
      vary,
      'Cache-Control',
      response.headers.get('cache-control') ?? (sharing === 'public' ? PUBLIC_PAGE : PRIVATE_PAGE),
    )
    const parts = splitAtNonces(html)
    const page: CachedPage = {
      status: response.status,
      headers,
      parts,
      bytes: parts.reduce((sum, part) => sum + part.length, 0),
      etag: pageEtag(html),
      ...(sharing === 'anonymous' ? { anonymousUntil: performance.now() + ANONYMOUS_RENDER_MS } : {}),
      ...freshness(response.headers.get(RENDER_FRESH_HEADER)),
    }
    const cookies = response.headers.getSetCookie()
    // The query's own cookies go out with every answer to that query, so they do not stop a
    // render being kept; any other cookie belongs to this visitor.
    const fromQuery = new Set(queryCookiesOf(req))
    if (shared && key && cookies.every((cookie) => fromQuery.has(cookie))) {
      page.gzip = precompressGzip(parts)
      page.bytes += page.gzip.gzipBytes + page.gzip.crcOfNonceBit.byteLength
      cache.set(key, page)
    }
    // A kept anonymous render whose replacement is not kept (the account service is down: 503)
    // must not be served on.
    else if (key && replacing) cache.delete(key)
    sendPage(
      req,
      res,
      page,
      cookies.flatMap((cookie) => ['Set-Cookie', cookie]),
    )
  }

  /**
   * Synchronous while the render cache answers (no promise per request); everything else goes on
   * in `handleUncached`.
   */
  function handle(req: IncomingMessage, res: ServerResponse, id: string): void | Promise<void> {
    const started = performance.now()
    const path = pathOf(req.url)
    const health = path === '/healthz' || path === '/readyz'
    const key = health
      ? undefined
      : renderCacheKey(
          // A plain object: a getter here (tried, to read the address lazily) made V8 build hidden
          // classes per request and kept every request alive into the old generation.
          { method: req.method, url: req.url, headers: req.headers, peerAddress: req.socket.remoteAddress },
          options.trustedProxies,
        )
    let cached = key ? cache.get(key) : undefined
    const use = cached ? keptRenderUse(cached, req.headers.cookie, started) : 'render'
    if (use === 'refresh') (cached as CachedPage).refreshing = true
    if (use !== 'serve') cached = undefined
    const log = (status: number, bytes: number, state: CacheState | undefined) =>
      logRequest({ id, method: req.method ?? '', path, status, ms: elapsedMs(started), bytes, cache: state })
    if (cached) {
      // The hot path: headers and body go out in one write, the log line right after (no
      // 'finish' listener). The id goes in with the other headers: a header set before
      // `writeHead` would take Node's slower path that merges both.
      const extra = ['X-Request-Id', id]
      for (const cookie of queryCookiesOf(req)) extra.push('Set-Cookie', cookie)
      const bytes = sendPage(req, res, cached, extra)
      if (options.logRequests) log(res.statusCode, bytes, 'hit')
      return
    }
    if (options.logRequests) {
      const state = health ? undefined : key ? 'miss' : 'bypass'
      res.once('finish', () => log(res.statusCode, Number(res.getHeader('content-length') ?? 0), state))
    }
    return handleUncached(req, res, id, path, health, key, use === 'refresh')
  }

  async function handleUncached(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    path: string,
    health: boolean,
    key: string | undefined,
    replacing: boolean,
  ) {
    if (health) {
      const ok = path === '/healthz' || (!draining && (await options.ready().catch(() => false)))
      res.writeHead(ok ? 200 : 503, {
        ...baseSecurityHeaders(isHttps(req)),
        'X-Request-Id': id,
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': LOCKED_DOWN_CSP,
      })
      res.end(JSON.stringify({ status: ok ? 'ok' : draining ? 'stopping' : 'unavailable' }))
      return
    }

    if (!isParsableTarget(req)) {
      // srvx would throw on it while building the Request: a client error, not a 500.
      refuse(req, res, id, 400, { Connection: 'close' })
      return
    }

    const allowed = allowedMethods(path)
    if (allowed && !allowed.includes(req.method ?? '')) {
      refuse(req, res, id, 405, { Allow: allowed.join(', ') })
      return
    }
    const problem = bodyProblem(req.headers, options.maxBodyBytes ?? MAX_BODY_BYTES)
    if (problem) {
      // Answered before a byte of the body is read; the connection closes so the rest is never parsed.
      refuse(req, res, id, problem, { Connection: 'close' })
      return
    }

    res.setHeader('X-Request-Id', id)
    const response = await options.fetch(new NodeRequest({ req, res }) as unknown as Request)
    await sendResponse(req, res, response, key, replacing)
  }

  /** A short plain-text refusal that names the status and nothing the client sent. */
  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    status: number,
    extra: Record<string, string>,
  ) {
    res.writeHead(status, { ...plainErrorHeaders(req), 'X-Request-Id': id, ...extra })
    res.end(STATUS_CODES[status])
  }

  function fail(req: IncomingMessage, res: ServerResponse, id: string, error: unknown) {
    console.error(JSON.stringify({ level: 'error', id, error: String(error) }))
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.writeHead(500, { ...plainErrorHeaders(req), 'X-Request-Id': id })
    res.end('Internal Server Error')
  }

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    const id = requestId(req.headers['x-request-id'])
    try {
      handle(req, res, id)?.catch((error: unknown) => fail(req, res, id, error))
    } catch (error) {
      fail(req, res, id, error)
    }
  }

  const server: Server = options.tls ? createHttpsServer(options.tls, onRequest) : createHttpServer(onRequest)
  // Slow clients cannot hold a connection open forever.
  server.headersTimeout = 20_000
  server.requestTimeout = 60_000

  return {
    server,
    cache,
    listen(port: number, hostname?: string) {
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, hostname, () => {
          server.off('error', reject)
          const scheme = options.tls ? 'https' : 'http'
          resolve(`${scheme}://${hostname && hostname !== '0.0.0.0' ? hostname : 'localhost'}:${port}/`)
        })
      })
    },
    /**
     * Turns /readyz to 503 and answers with `Connection: close` (no connection is kept for reuse),
     * after the drain time stops accepting connections, lets requests in flight finish (bounded),
     * then resolves.
     */
    async close() {
      draining = true
      if (options.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, options.shutdownDrainMs))
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const timer = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs)
      await closed
      clearTimeout(timer)
      flushRequestLog()
    },
  }
}

/** Answers every plain-HTTP request with a permanent redirect to the HTTPS site. */
export function createHttpsRedirectServer(httpsPort: number) {
  return createHttpServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '')
    const safeHost = /^[\w.-]+$/.test(host) ? host : 'localhost'
    const port = httpsPort === 443 ? '' : `:${httpsPort}`
    const path = req.url?.startsWith('/') && !req.url.startsWith('//') ? req.url : '/'
    res.writeHead(301, { Location: `https://${safeHost}${port}${path}`, 'Cache-Control': 'no-store' })
    res.end()
  })
}
