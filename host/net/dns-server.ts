import { createSocket, type Socket } from 'node:dgram'

import type { DnsCheckLog } from '#contracts/dns-check-log.ts'
import { encodeResponse, ipv4Data, parseQuery, RCODE, soaData, TYPE, type Question } from './dns-wire.ts'

export interface DnsZoneOptions {
  /** The test zone, e.g. `dnscheck.example.com` (its NS records at the parent point to this server). */
  zone: string
  /** The IPv4 address every test name resolves to (the site's own address is a good choice). */
  answer: string
}

export interface DnsAnswer {
  response: Buffer
  /** A lookup of a test name, to be recorded before the response goes out. */
  lookup?: { label: string; resolver: string }
}

/** The answer for one question, and the test-name lookup it represents, if any. */
export function answerQuestion(question: Question, resolver: string, { zone, answer }: DnsZoneOptions): DnsAnswer {
  const name = question.name.toLowerCase()
  const soa = [{ owner: zone, record: { type: TYPE.SOA, ttl: 0, data: soaData(zone) } }]
  if (question.klass !== 1) return { response: encodeResponse(question, RCODE.REFUSED, []) }
  if (name !== zone && !name.endsWith(`.${zone}`)) return { response: encodeResponse(question, RCODE.REFUSED, []) }
  const label = name === zone ? '' : name.slice(0, -(zone.length + 1))
  if (label === '') {
    const records = question.type === TYPE.SOA ? soa.map((s) => s.record) : []
    return { response: encodeResponse(question, RCODE.NOERROR, records, records.length ? [] : soa) }
  }
  if (!/^[a-z0-9]{16,40}$/.test(label)) return { response: encodeResponse(question, RCODE.NXDOMAIN, [], soa) }
  const lookup = { label, resolver: resolver.replace(/^::ffff:/, '') }
  if (question.type !== TYPE.A) return { response: encodeResponse(question, RCODE.NOERROR, [], soa), lookup }
  return {
    response: encodeResponse(question, RCODE.NOERROR, [{ type: TYPE.A, ttl: 0, data: ipv4Data(answer) }]),
    lookup,
  }
}

/**
 * The DNS leak test's authoritative name server (UDP). It answers only for the test zone and keeps
 * no log beyond the one-time names of running tests (10 minutes).
 */
export async function startDnsServer(
  options: DnsZoneOptions & { log: DnsCheckLog; port: number; host?: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const host = options.host ?? '0.0.0.0'
  const zone = options.zone.toLowerCase().replace(/\.$/, '')
  const socket: Socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', reuseAddr: true })
  socket.on('message', (message, sender) => {
    const question = parseQuery(message)
    if (!question) return
    const { response, lookup } = answerQuestion(question, sender.address, { ...options, zone })
    // Recorded before answering: the browser asks for the result as soon as its lookups end.
    const recorded = lookup ? options.log.record(lookup.label, lookup.resolver) : Promise.resolve()
    recorded
      .catch((error: unknown) => console.error('DNS check server: lookup not recorded:', String(error)))
      .finally(() => socket.send(response, sender.port, sender.address))
  })
  socket.on('error', (error) => console.error('DNS check server:', error.message))
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.bind(options.port, host, () => {
      socket.off('error', reject)
      resolve()
    })
  })
  return { port: socket.address().port, close: () => new Promise((resolve) => socket.close(() => resolve())) }
}
