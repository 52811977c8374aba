import { isIPv4, isIPv6 } from 'node:net'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { answerQuestion } from '#host/net/dns-server.ts'
import { encodeName, parseQuery, RCODE, TYPE } from '#host/net/dns-wire.ts'
import { bindingResponse } from '#host/net/stun-server.ts'
import { RUNS } from './arbitraries'

const ZONE = 'dnscheck.test'
const label = fc.stringMatching(/^[a-zA-Z0-9-]{1,40}$/)
const dnsName = fc.oneof(
  fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
  fc.tuple(fc.stringMatching(/^[a-z0-9]{16,40}$/), fc.constantFrom(ZONE, 'DnsCheck.Test')).map(([l, z]) => `${l}.${z}`),
  fc.constantFrom(ZONE, `x.${ZONE}`, 'example.com'),
)

/** A well-formed standard query for `name`. */
function query(id: number, flags: number, name: string, type: number, klass: number): Buffer {
  const header = Buffer.alloc(12)
  header.writeUInt16BE(id, 0)
  header.writeUInt16BE(flags, 2)
  header.writeUInt16BE(1, 4)
  const tail = Buffer.alloc(4)
  tail.writeUInt16BE(type, 0)
  tail.writeUInt16BE(klass, 2)
  return Buffer.concat([header, encodeName(name), tail])
}

const u16 = fc.integer({ min: 0, max: 0xffff })
/** Standard-query flags: QR and opcode clear, anything else (RD, CD, Z bits) set at random. */
const queryFlags = u16.map((f) => f & 0x07ff)

/** Packets that start like a query and then go wrong, plus random bytes. */
const packet = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(u16, queryFlags, dnsName, u16, u16, fc.nat(), fc.uint8Array({ maxLength: 8 }))
    .map(([id, flags, name, type, klass, cut, junk]) => {
      const whole = Buffer.concat([query(id, flags, name, type, klass), Buffer.from(junk)])
      return cut % 3 === 0 ? whole.subarray(0, cut % whole.length) : whole
    }),
  fc.tuple(fc.uint8Array({ minLength: 12, maxLength: 12 }), fc.uint8Array({ maxLength: 300 })).map(([head, body]) => {
    const header = Buffer.from(head)
    header.writeUInt16BE(header.readUInt16BE(2) & 0x07ff, 2)
    header.writeUInt16BE(1, 4)
    return Buffer.concat([header, Buffer.from(body)])
  }),
)

describe('DNS wire parser (parseQuery)', () => {
  it('never throws on arbitrary bytes; what it returns lies inside the packet', () => {
    fc.assert(
      fc.property(packet, (bytes) => {
        const question = parseQuery(bytes)
        if (!question) return
        expect(question.name.length).toBeLessThanOrEqual(255)
        expect(question.raw.length).toBeLessThanOrEqual(bytes.length - 12)
        expect(Buffer.compare(question.raw, bytes.subarray(12, 12 + question.raw.length))).toBe(0)
        expect(question.flags & 0x8000).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back id, name, type and class of every well-formed query', () => {
    fc.assert(
      fc.property(u16, queryFlags, dnsName, u16, u16, (id, flags, name, type, klass) => {
        expect(parseQuery(query(id, flags, name, type, klass))).toMatchObject({ id, flags, name, type, klass })
      }),
      RUNS,
    )
  })

  it('refuses answers, other opcodes and multi-question packets', () => {
    fc.assert(
      fc.property(u16, dnsName, fc.constantFrom(0x8000, 0x0800, 0x7800), (id, name, bad) => {
        expect(parseQuery(query(id, bad, name, TYPE.A, 1))).toBeUndefined()
        const two = query(id, 0, name, TYPE.A, 1)
        two.writeUInt16BE(2, 4)
        expect(parseQuery(two)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it('answers every parsed question with its id and question echoed, naming a lookup only for test names', () => {
    fc.assert(
      fc.property(packet, (bytes) => {
        const question = parseQuery(bytes)
        if (!question) return
        const candidate = question.name.toLowerCase().split('.')[0] ?? ''
        const { response: answer, lookup } = answerQuestion(question, '::ffff:192.0.2.1', {
          zone: ZONE,
          answer: '127.0.0.7',
        })
        expect(answer.readUInt16BE(0)).toBe(question.id)
        expect(answer.readUInt16BE(2) & 0x8000).toBe(0x8000)
        expect(Object.values(RCODE)).toContain(answer.readUInt16BE(2) & 0x000f)
        expect(Buffer.compare(answer.subarray(12, 12 + question.raw.length), question.raw)).toBe(0)
        const isTestName =
          question.klass === 1 &&
          /^[a-z0-9]{16,40}$/.test(candidate) &&
          question.name.toLowerCase() === `${candidate}.${ZONE}`
        expect(lookup).toEqual(isTestName ? { label: candidate, resolver: '192.0.2.1' } : undefined)
      }),
      { numRuns: 500 },
    )
  })
})

const MAGIC = 0x2112a442

function bindingRequest(transaction: Uint8Array, attributes: Uint8Array): Buffer {
  const header = Buffer.alloc(20)
  header.writeUInt16BE(0x0001, 0)
  header.writeUInt16BE(attributes.length, 2)
  header.writeUInt32BE(MAGIC, 4)
  Buffer.from(transaction).copy(header, 8)
  return Buffer.concat([header, Buffer.from(attributes)])
}

/** Decodes the XOR-MAPPED-ADDRESS of a response the way a browser does. */
function mappedAddress(response: Buffer): { address: string; port: number } {
  const value = response.subarray(24)
  const port = value.readUInt16BE(2) ^ (MAGIC >>> 16)
  const mask = Buffer.concat([Buffer.alloc(4), response.subarray(8, 20)])
  mask.writeUInt32BE(MAGIC, 0)
  const raw = Buffer.from(value.subarray(4).map((byte, i) => byte ^ mask[i]!))
  if (value[1] === 0x01) return { address: [...raw].join('.'), port }
  const groups = Array.from({ length: 8 }, (_, i) => raw.readUInt16BE(i * 2).toString(16))
  return { address: groups.join(':'), port }
}
const fullIPv6 = (address: string) => {
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')
}

describe('STUN binding requests', () => {
  const transaction = fc.uint8Array({ minLength: 12, maxLength: 12 })
  const attributes = fc.uint8Array({ maxLength: 40 })
  const sender = fc.record({
    address: fc.oneof(
      fc.ipV4(),
      fc.ipV4().map((a) => `::ffff:${a}`),
      fc.ipV6().filter((a) => !a.includes('.')),
    ),
    port: fc.integer({ min: 1, max: 65535 }),
  })

  it('never throws on arbitrary datagrams and answers only well-formed binding requests', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), sender, (bytes, from) => {
        const datagram = Buffer.from(bytes)
        const response = bindingResponse(datagram, from)
        const wellFormed =
          datagram.length >= 20 &&
          datagram.readUInt16BE(0) === 1 &&
          datagram.readUInt32BE(4) === MAGIC &&
          datagram.readUInt16BE(2) + 20 === datagram.length
        expect(response !== undefined).toBe(wellFormed)
      }),
      { numRuns: 500 },
    )
  })

  it('tells the sender its own address and port, with the transaction id echoed', () => {
    fc.assert(
      fc.property(transaction, attributes, sender, (id, attrs, from) => {
        const response = bindingResponse(bindingRequest(id, attrs), from)!
        expect(response.readUInt16BE(0)).toBe(0x0101)
        expect(Buffer.compare(response.subarray(8, 20), Buffer.from(id))).toBe(0)
        expect(response.readUInt16BE(2)).toBe(response.length - 20)
        const mapped = mappedAddress(response)
        const address = from.address.replace(/^::ffff:/, '')
        expect(mapped.port).toBe(from.port)
        if (isIPv4(address)) expect(mapped.address).toBe(address)
        else if (isIPv6(address)) expect(mapped.address).toBe(fullIPv6(address))
      }),
      RUNS,
    )
  })
})
