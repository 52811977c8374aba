// Serves the production build: static files from dist/client, the account API under /api/, and
// everything else through the Start fetch handler (SSR, server routes, server functions), behind
// the site's HTTP layer (host/site/: security headers, render cache, health, logs, shutdown).
import { fileURLToPath } from 'node:url'

import { staticMiddleware } from 'srvx/static'

import { parseEnv } from '#app/lib/site/config.server.ts'
import { queryCookies } from '#app/lib/site/query-cookies.ts'
import { variantForHost } from '#app/lib/site/variants.ts'

import { parseApiEnv } from '#api/env.ts'
import { parseImageProxyEnv } from './images/image-env.ts'
import { createImageProxy, IMAGE_PROXY_PREFIX } from './images/image-proxy.ts'
import type { DnsCheckLog } from '#contracts/dns-check-log.ts'
import { dbDnsCheckLog } from '#api/dns-check/dns-check-store.ts'
import { startDnsServer } from './net/dns-server.ts'
import { startStunServer } from './net/stun-server.ts'
import { assertPostbackSecret } from '#contracts/purchase-postback.server.ts'
import { registerEmbeddedApi } from '#contracts/embedded-api.ts'
import { devToolsLogLine, devToolsSetting } from './site/dev-tools-setting.ts'
import { hasServerNodeOptions, SERVER_NODE_OPTIONS } from './site/node-options.ts'
import { isMissingStaticFile } from './site/static-miss.ts'
import { cspSources } from './site/security-headers.ts'
import { parseSiteServerEnv } from './site/site-env.ts'
import { createHttpsRedirectServer, createSiteServer } from './site/site-server.ts'
import { startApi } from '#api/start.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

// React and the router pick their production builds from NODE_ENV at import time.
process.env.NODE_ENV ??= 'production'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The tab icons `<link rel=icon>` names (app/routes/__root.tsx). */
const FAVICONS = new Set(['/favicon.ico', '/favicon.svg'])

/** The WebRTC leak test's STUN server; a busy port is reported, not fatal (the site still runs). */
async function startStun(port: string) {
  if (port === 'off') return undefined
  try {
    return await startStunServer(Number(port))
  } catch (error) {
    console.warn(`STUN server not started on UDP ${port}: ${messageOf(error)}. Set STUN_PORT to another port or "off".`)
    return undefined
  }
}

/** The DNS leak test's name server, only when a test zone is configured; a busy port is reported, not fatal. */
async function startDns(
  {
    DNS_CHECK_ZONE: zone,
    DNS_CHECK_PORT: port = '53',
    DNS_CHECK_ANSWER: answer = '127.0.0.1',
  }: Record<string, string | undefined>,
  log: DnsCheckLog,
) {
  if (!zone) return undefined
  try {
    return await startDnsServer({ zone, answer, port: Number(port), log })
  } catch (error) {
    console.warn(`DNS check server not started on UDP ${port}: ${messageOf(error)}. Set DNS_CHECK_PORT to a free port.`)
    return undefined
  }
}

export async function startServer({ port, hostname }: { port?: number; hostname?: string } = {}) {
  // Configuration is checked before anything starts: a bad value stops the server with its name.
  const siteEnv = parseSiteServerEnv(process.env)
  if (!hasServerNodeOptions(process.execArgv, process.env.NODE_OPTIONS)) {
    console.warn(`Running without ${SERVER_NODE_OPTIONS.join(' ')}: pages are slower (docs/deployment.md).`)
  }
  // Served over HTTPS: links, redirects and cookies (`Secure`) say so, unless configured otherwise.
  // The app reads the same variable when it renders.
  if (siteEnv.tls) process.env.SITE_PROTOCOL ??= 'https'
  const app = parseEnv(process.env)
  port ??= siteEnv.PORT
  hostname ??= siteEnv.HOST
  // The embedded API links back to this server (e-mails, sandbox checkout) unless told otherwise.
  const scheme = siteEnv.tls ? 'https' : 'http'
  const siteUrl = process.env.SITE_URL ?? `${scheme}://localhost:${port}`
  const devTools = devToolsSetting(process.env, Object.values(app.site.domains))
  console.log(devToolsLogLine(devTools))
  // The app's developer-only pages (`/_design/`) follow the same decision (app/lib/site/dev-tools.ts).
  process.env.DEV_TOOLS = String(devTools.on)
  assertPostbackSecret(process.env, devTools.on)
  const api = await startApi(
    parseApiEnv({
      ...process.env,
      SITE_URL: siteUrl,
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? siteUrl,
      DEV_TOOLS: String(devTools.on),
    }),
    '/api',
  )
  // Before the app is loaded: its API clients read API_BASE_URL once, when their modules load.
  // Without one, they hand requests to the embedded API in this process (decision 031). The
  // address is loopback, so the API takes the visitor's host from `x-website` as from a local
  // caller, and it is the site's own port, so a client that somehow missed the registration
  // still reaches the same API. Not a listener: pages in flight during a shutdown still get
  // their account calls answered after the site's port stops accepting.
  const embedApi = !process.env.API_BASE_URL
  if (embedApi) {
    process.env.API_BASE_URL = `http://127.0.0.1:${port}/api`
    registerEmbeddedApi({
      baseUrl: process.env.API_BASE_URL,
      handle: (request) => api.app.fetch(request, { ip: '127.0.0.1' }),
    })
  }
  const { default: handler } = await import(`${root}dist/server/server.js`)
  const images = createImageProxy({
    dirs: [`${root}dist/client`],
    ...parseImageProxyEnv(process.env),
    trustedProxies: app.trustedProxies,
    isolate: true,
  })
  // The build's `.br` and `.gz` copies (scripts/vite-plugins/precompressed-files.ts) are sent as
  // they are; a file without them is compressed on the way out.
  const staticFiles = { dir: `${root}dist/client`, dotfiles: false, compress: true, encodings: true } as const
  // Hashed build files never change: cached for a year. Other public files are revalidated.
  const assets = staticMiddleware({ ...staticFiles, maxAge: 31_536_000, immutable: true })
  const files = staticMiddleware(staticFiles)
  // The browser fetches the tab icon again after every client-side navigation: a day's reuse
  // saves that request, and an icon a day old after a release harms nobody.
  const icons = staticMiddleware({ ...staticFiles, maxAge: 86_400 })
  // Country flags (scripts/vite-plugins/flag-files.ts) change only with their package: a month's reuse.
  const flags = staticMiddleware({ ...staticFiles, maxAge: 2_592_000 })
  /** What srvx's Node adapter builds: a Request with the peer's address. */
  const route = (request: Request & { ip?: string }) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.app.fetch(request, { ip: request.ip })
    if (pathname.startsWith(`${IMAGE_PROXY_PREFIX}/`)) return images(request)
    if (isMissingStaticFile(pathname)) {
      return new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      })
    }
    // An empty function id makes Start throw outside its own error handling (a 500): no function
    // has that id.
    if (/^\/_serverFn\/(?:\/|$)/.test(pathname))
      return Response.json({ error: 'unknown_server_function' }, { status: 404 })
    return handler.fetch(request)
  }
  const site = createSiteServer({
    fetch: (request) => {
      const { pathname } = new URL(request.url)
      const served = pathname.startsWith('/assets/')
        ? assets
        : pathname.startsWith('/flags/')
          ? flags
          : FAVICONS.has(pathname)
            ? icons
            : files
      return served(request, () => route(request))
    },
    ready: () => api.ping(),
    trustedProxies: app.trustedProxies,
    csp: cspSources(app.env),
    cache: { maxEntries: siteEnv.RENDER_CACHE_ENTRIES, maxBytes: siteEnv.RENDER_CACHE_MB * 1024 * 1024 },
    tls: siteEnv.tls,
    logRequests: siteEnv.LOG_REQUESTS === 'true',
    shutdownTimeoutMs: siteEnv.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: siteEnv.SHUTDOWN_DRAIN_SECONDS * 1000,
    queryCookies: (query, host) => queryCookies(query, { config: app.site, variant: variantForHost(app.site, host) }),
  })
  const url = await site.listen(port, hostname)
  const redirect = siteEnv.tls && siteEnv.HTTP_REDIRECT_PORT ? createHttpsRedirectServer(port) : undefined
  // Awaited, so "serving" means both ports answer, and a busy port stops the start with its reason.
  if (redirect) {
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', reject)
      redirect.listen(siteEnv.HTTP_REDIRECT_PORT, hostname, () => {
        redirect.off('error', reject)
        resolve()
      })
    })
  }
  const stun = await startStun(process.env.STUN_PORT ?? '3478')
  // Lookups go to the shared database: any instance's name server may get them.
  const dns = await startDns(process.env, dbDnsCheckLog(api.database.db))
  const close = async () => {
    redirect?.close()
    await stun?.close()
    await dns?.close()
    await site.close()
    if (embedApi) registerEmbeddedApi(undefined)
    await api.close()
  }
  return { url, close, cache: site.cache }
}

/** SIGINT/SIGTERM: stop taking connections, let requests in flight finish, close the database, exit. */
export function exitGracefullyOnSignals(server: { close: () => Promise<void> }) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      console.log(`${signal}: finishing requests in flight, then stopping…`)
      await server.close()
      process.exit(0)
    })
  }
}
