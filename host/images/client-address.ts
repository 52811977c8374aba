import { isIPv4, isIPv6 } from 'node:net'

/**
 * The visitor's address: the socket peer (`request.ip`, set by srvx), or the last untrusted hop of
 * X-Forwarded-For when the peer is one of the trusted proxies (anyone can write that header).
 * The same rule as the API's `clientIp` (api/http/client-ip.ts), for a plain Request.
 */
export function clientAddress(request: Request, trustedProxies: ReadonlySet<string>): string {
  const peer = unmapped((request as Request & { ip?: string }).ip ?? 'unknown')
  if (!trustedProxies.has(peer)) return peer
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trustedProxies.has(hops[i]!)) return hops[i]!
  }
  return peer
}

/**
 * What a visitor is counted under: an IPv4 address as it is, an IPv6 address by its /64 network
 * (one subscriber usually gets a whole /64, so counting single addresses would count nothing).
 * Anything else (a malformed forwarded hop) is its own key.
 */
export function addressKey(address: string): string {
  const plain = unmapped(address.replace(/%.*$/, ''))
  if (isIPv4(plain) || !isIPv6(plain)) return plain
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}

function unmapped(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/** The eight groups of a valid IPv6 address, without leading zeros (`::` expanded). */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const [head = '', tail] = address.split('::')
  const first = groupsOf(head)
  const last = tail === undefined ? [] : groupsOf(tail)
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0')
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16))
}
