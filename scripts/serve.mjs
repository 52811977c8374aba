// Serves the production build: static files from dist/client, the account API under /api/, and
// everything else through the Start fetch handler (SSR, server routes, server functions).
import { fileURLToPath } from 'node:url'

import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

import { parseApiEnv } from '../server/env.ts'
import { createImageProxy, IMAGE_PROXY_PREFIX } from '../server/images/image-proxy.ts'
import { dnsCheckLog } from '../server/net/dns-check-log.ts'
import { startDnsServer } from '../server/net/dns-server.ts'
import { startStunServer } from '../server/net/stun-server.ts'
import { startApi } from '../server/start.ts'

// React and the router pick their production builds from NODE_ENV at import time.
process.env.NODE_ENV ??= 'production'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The WebRTC leak test's STUN server; a busy port is reported, not fatal (the site still runs). */
async function startStun(port) {
  if (port === 'off') return undefined
  try {
    return await startStunServer(Number(port))
  } catch (error) {
    console.warn(`STUN server not started on UDP ${port}: ${error.message}. Set STUN_PORT to another port or "off".`)
    return undefined
  }
}

/** The DNS leak test's name server, only when a test zone is configured; a busy port is reported, not fatal. */
async function startDns({ DNS_CHECK_ZONE: zone, DNS_CHECK_PORT: port = '53', DNS_CHECK_ANSWER: answer = '127.0.0.1' }) {
  if (!zone) return undefined
  try {
    return await startDnsServer({ zone, answer, port: Number(port), log: dnsCheckLog() })
  } catch (error) {
    console.warn(`DNS check server not started on UDP ${port}: ${error.message}. Set DNS_CHECK_PORT to a free port.`)
    return undefined
  }
}

export async function startServer({ port = Number(process.env.PORT ?? 3000), hostname = process.env.HOST } = {}) {
  // The embedded API links back to this server (e-mails, sandbox checkout) unless told otherwise.
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`
  const api = await startApi(
    parseApiEnv({ ...process.env, SITE_URL: siteUrl, SITE_ORIGINS: process.env.SITE_ORIGINS ?? siteUrl }),
    '/api',
  )
  const { default: handler } = await import(`${root}dist/server/server.js`)
  const images = createImageProxy({
    dirs: [`${root}dist/client`],
    remoteHosts: (process.env.IMAGE_REMOTE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  })
  const server = serve({
    port,
    hostname,
    silent: true,
    middleware: [staticMiddleware({ dir: `${root}dist/client`, dotfiles: false, compress: true })],
    fetch: (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === '/api' || pathname.startsWith('/api/')) return api.app.fetch(request, { ip: request.ip })
      if (pathname.startsWith(`${IMAGE_PROXY_PREFIX}/`)) return images(request)
      return handler.fetch(request)
    },
  })
  await server.ready()
  const stun = await startStun(process.env.STUN_PORT ?? '3478')
  const dns = await startDns(process.env)
  const close = async () => {
    await stun?.close()
    await dns?.close()
    await server.close()
    await api.close()
  }
  return { url: server.url, close }
}
