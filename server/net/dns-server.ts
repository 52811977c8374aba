import { createSocket, type Socket } from 'node:dgram'

import type { DnsCheckLog } from './dns-check-log.ts'
import { encodeResponse, ipv4Data, parseQuery, RCODE, soaData, TYPE, type Question } from './dns-wire.ts'

export interface DnsZoneOptions {
  /** The test zone, e.g. `dnscheck.example.com` (its NS records at the parent point to this server). */
  zone: string
  /** The IPv4 address every test name resolves to (the site's own address is a good choice). */
  answer: string
  log: DnsCheckLog
}

/** The answer for one question, recording which resolver asked for a test name. */
export function answerQuestion(question: Question, resolver: string, { zone, answer, log }: DnsZoneOptions): Buffer {
  const name = question.name.toLowerCase()
  const soa = [{ owner: zone, record: { type: TYPE.SOA, ttl: 0, data: soaData(zone) } }]
  if (question.klass !== 1) return encodeResponse(question, RCODE.REFUSED, [])
  if (name !== zone && !name.endsWith(`.${zone}`)) return encodeResponse(question, RCODE.REFUSED, [])
  const label = name === zone ? '' : name.slice(0, -(zone.length + 1))
  if (label === '') {
    if (question.type === TYPE.SOA)
      return encodeResponse(
        question,
        RCODE.NOERROR,
        soa.map((s) => s.record),
      )
    return encodeResponse(question, RCODE.NOERROR, [], soa)
  }
  if (!/^[a-z0-9]{16,40}$/.test(label)) return encodeResponse(question, RCODE.NXDOMAIN, [], soa)
  log.record(label, resolver.replace(/^::ffff:/, ''))
  if (question.type !== TYPE.A) return encodeResponse(question, RCODE.NOERROR, [], soa)
  return encodeResponse(question, RCODE.NOERROR, [{ type: TYPE.A, ttl: 0, data: ipv4Data(answer) }])
}

/**
 * The DNS leak test's authoritative name server (UDP). It answers only for the test zone and keeps
 * no log beyond the one-time names of running tests (10 minutes).
 */
export async function startDnsServer(
  options: DnsZoneOptions & { port: number; host?: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const host = options.host ?? '0.0.0.0'
  const zone = options.zone.toLowerCase().replace(/\.$/, '')
  const socket: Socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', reuseAddr: true })
  socket.on('message', (message, sender) => {
    const question = parseQuery(message)
    if (!question) return
    socket.send(answerQuestion(question, sender.address, { ...options, zone }), sender.port, sender.address)
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
