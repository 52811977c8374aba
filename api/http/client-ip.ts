import { isIPv4, isIPv6 } from 'node:net'

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

/**
 * The network a rate limit counts an address under: an IPv4 address as itself (IPv4-mapped IPv6
 * too, `::ffff:1.2.3.4`), an IPv6 address as its /64. One subscriber line or host usually gets a
 * whole /64, so counting single IPv6 addresses would let one visitor rotate through billions of
 * them. Anything else (no address known) is counted as it is.
 */
export function rateKeyAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  const prefix = groups.slice(0, 4).map((g) => g.toString(16))
  return `${prefix.join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = parse(head)
  if (rest === undefined) return left
  const right = parse(rest)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}
