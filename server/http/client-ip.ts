import type { Context } from 'hono'

/**
 * The caller's address: the socket peer, or the last untrusted hop of X-Forwarded-For when the peer
 * is one of the configured proxies (a visitor can put anything in that header otherwise).
 */
export function clientIp(c: Context, trustedProxies: ReadonlySet<string>): string {
  // srvx puts the peer on the request (`request.ip`); the embedding server passes it as `env.ip`.
  const raw = c.req.raw as Request & { ip?: string }
  const env = c.env as { ip?: string; incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const peer = normalize(env?.ip ?? raw.ip ?? env?.incoming?.socket?.remoteAddress ?? 'unknown')
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

function normalize(address: string): string {
  return address.replace(/^::ffff:/, '')
}
