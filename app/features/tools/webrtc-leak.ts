import { isIpAddress } from '../../lib/site/visitor-address'

export type CandidateType = 'host' | 'srflx' | 'prflx' | 'relay'

export interface IceAddress {
  address: string
  type: CandidateType
}

/** The address and type of one ICE candidate line (`candidate:… 1 udp 2122… 192.0.2.1 5000 typ srflx …`). */
export function parseCandidate(line: string): IceAddress | undefined {
  const parts = line.replace(/^a=/, '').trim().split(/\s+/)
  const typeAt = parts.indexOf('typ')
  const address = parts[4]
  const type = parts[typeAt + 1]
  if (typeAt < 0 || !address || !['host', 'srflx', 'prflx', 'relay'].includes(type ?? '')) return undefined
  return { address: address.toLowerCase(), type: type as CandidateType }
}

const PRIVATE_V4 =
  /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/

/** Addresses only meaningful inside a local network (and mDNS names, which hide the address). */
export function isLocalAddress(address: string): boolean {
  if (address.endsWith('.local')) return true
  if (PRIVATE_V4.test(address)) return true
  return /^(fe80:|fc|fd|::1$)/i.test(address)
}

export type Verdict = 'unsupported' | 'no-public' | 'matches' | 'leak'

export interface WebRtcReport {
  verdict: Verdict
  local: string[]
  public: string[]
  relay: string[]
}

/**
 * What WebRTC gives away compared with the address the server sees. Addresses a STUN server saw
 * (srflx/prflx) and public host addresses are what a website could collect; they leak when they
 * differ from the address the page was loaded from.
 */
export function webrtcReport(
  candidates: readonly IceAddress[] | undefined,
  seenAddress: string | undefined,
): WebRtcReport {
  const unique = (list: IceAddress[]) => [...new Set(list.map((c) => c.address))]
  const all = (candidates ?? []).filter((c) => c.address.endsWith('.local') || isIpAddress(c.address))
  const local = unique(all.filter((c) => c.type === 'host' && isLocalAddress(c.address)))
  const publicAddresses = unique(
    all.filter((c) => (c.type === 'srflx' || c.type === 'prflx' || c.type === 'host') && !local.includes(c.address)),
  )
  const relay = unique(all.filter((c) => c.type === 'relay'))
  const verdict: Verdict = !candidates
    ? 'unsupported'
    : publicAddresses.length === 0
      ? 'no-public'
      : publicAddresses.every((address) => address === seenAddress?.toLowerCase())
        ? 'matches'
        : 'leak'
  return { verdict, local, public: publicAddresses, relay }
}

/**
 * Gathers this browser's ICE candidates through the given STUN servers. Resolves with `undefined`
 * when the browser has no WebRTC; stops at the end of gathering or after `timeoutMs`.
 */
export async function gatherCandidates(
  stunUrls: readonly string[],
  timeoutMs = 6000,
): Promise<IceAddress[] | undefined> {
  if (typeof RTCPeerConnection === 'undefined') return undefined
  const connection = new RTCPeerConnection({ iceServers: stunUrls.length ? [{ urls: [...stunUrls] }] : [] })
  const found: IceAddress[] = []
  try {
    connection.createDataChannel('leak-test')
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs)
      connection.addEventListener('icecandidate', (event) => {
        if (!event.candidate) {
          clearTimeout(timer)
          resolve()
          return
        }
        const candidate = parseCandidate(event.candidate.candidate)
        if (candidate) found.push(candidate)
      })
    })
    await connection.setLocalDescription(await connection.createOffer())
    await done
    return found
  } finally {
    connection.close()
  }
}
