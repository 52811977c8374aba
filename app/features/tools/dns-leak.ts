import { isIPv4 } from '../../lib/site/visitor-address'

export type DnsVerdict = 'none' | 'same-network' | 'other-network'

export interface DnsResolver {
  address: string
  lookups: number
}

/** The first 8 hexadecimal groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return groups.map((g) => g.replace(/^0+(?=.)/, ''))
}

/** Same network as far as an outsider can tell: the same IPv4 /24 or the same IPv6 /48. */
export function sameNetwork(a: string, b: string): boolean {
  if (isIPv4(a) !== isIPv4(b)) return false
  if (isIPv4(a)) return a.split('.').slice(0, 3).join('.') === b.split('.').slice(0, 3).join('.')
  return ipv6Groups(a).slice(0, 3).join(':') === ipv6Groups(b).slice(0, 3).join(':')
}

/**
 * The DNS check's verdict: no lookup reached the test zone's name server; every resolver sits in the
 * network the visitor connects from (with a VPN on: the VPN's own resolvers); or some resolver is
 * elsewhere (the provider's or a public resolver — a leak if that happens while the VPN is on).
 */
export function dnsVerdict(resolvers: readonly DnsResolver[], visitor: string | undefined): DnsVerdict {
  if (resolvers.length === 0) return 'none'
  if (visitor && resolvers.every((r) => sameNetwork(r.address, visitor))) return 'same-network'
  return 'other-network'
}

/** One-time labels for test names: lowercase letters and digits, unguessable, 24 characters. */
export function testLabel(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = random(new Uint8Array(48))
  let label = ''
  // 252 = 7 × 36: bytes above it are skipped, so every character is equally likely.
  for (const byte of bytes) {
    if (byte < 252) label += alphabet[byte % 36]
    if (label.length === 24) return label
  }
  return label + testLabel(random).slice(label.length)
}
