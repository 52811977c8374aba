import type { Context } from 'hono'

/**
 * The caller's address: the socket peer, or the last untrusted hop of X-Forwarded-For when the peer
 * is one of the configured proxies (a visitor can put anything in that header otherwise).
 */
export function clientIp(c: Context, trustedProxies: ReadonlySet<string>): string {
  const peer = peerAddress(c)
  if (!trustedProxies.has(peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normalize(hop.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!trustedProxies.has(hop)) return hop
  }
  return peer
}

/** srvx puts the peer on the request (`request.ip`); the embedding server passes it as `env.ip`. */
function peerAddress(c: Context): string {
  const raw = c.req.raw as Request & { ip?: string }
  const env = c.env as { ip?: string; incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return normalize(env?.ip ?? raw.ip ?? env?.incoming?.socket?.remoteAddress ?? 'unknown')
}

function normalize(address: string): string {
  return address.replace(/^::ffff:/, '')
}

/** The visitor's country as a trusted proxy reports it (`X-Country-Code`), or null. */
export function clientCountry(c: Context, trustedProxies: ReadonlySet<string>): string | null {
  if (!trustedProxies.has(peerAddress(c))) return null
  const code = c.req.header('x-country-code')?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) ? code : null
}
