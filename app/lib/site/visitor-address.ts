const normalise = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:/, '')
    .replace(/^\[(.*)\]$/, '$1')

/**
 * The visitor's address as this server sees it. `X-Forwarded-For` is read from the right, and only
 * while each hop is a configured proxy: the first address a trusted proxy vouches for is the
 * visitor. Anything a visitor writes into the header themselves sits further left and is ignored.
 */
export function visitorAddress(
  peerAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: ReadonlySet<string>,
): string | undefined {
  if (!peerAddress) return undefined
  let address = normalise(peerAddress)
  const chain = (forwardedFor ?? '').split(',').map(normalise).filter(Boolean)
  while (trustedProxies.has(address) && chain.length > 0) address = chain.pop() as string
  return isIpAddress(address) ? address : undefined
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function isIPv4(value: string): boolean {
  return IPV4.test(value)
}

export function isIpAddress(value: string): boolean {
  if (isIPv4(value)) return true
  return /^[0-9a-f:.]{2,45}$/i.test(value) && value.includes(':') && !/:::/.test(value)
}
