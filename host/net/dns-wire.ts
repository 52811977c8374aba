/** Just enough of the DNS wire format (RFC 1035) for an authoritative server of one test zone. */

export const TYPE = { A: 1, NS: 2, SOA: 6, AAAA: 28 } as const
export const RCODE = { NOERROR: 0, FORMERR: 1, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const

export interface Question {
  id: number
  flags: number
  /** The name as asked (resolvers randomise letter case, RFC draft 0x20), without the final dot. */
  name: string
  type: number
  klass: number
  /** The question section's bytes, echoed in the answer. */
  raw: Buffer
}

/** The first question of a standard query, or undefined for anything malformed or unexpected. */
export function parseQuery(message: Buffer): Question | undefined {
  if (message.length < 17 || message.length > 4096) return undefined
  const flags = message.readUInt16BE(2)
  const isQuery = (flags & 0x8000) === 0 && ((flags >> 11) & 0xf) === 0
  if (!isQuery || message.readUInt16BE(4) !== 1) return undefined
  const labels: string[] = []
  let offset = 12
  for (;;) {
    const length = message[offset]
    if (length === undefined || length > 63) return undefined // no compression pointers in questions
    offset += 1
    if (length === 0) break
    if (offset + length > message.length) return undefined
    labels.push(message.toString('latin1', offset, offset + length))
    offset += length
    if (offset - 12 > 255) return undefined
  }
  if (offset + 4 > message.length) return undefined
  return {
    id: message.readUInt16BE(0),
    flags,
    name: labels.join('.'),
    type: message.readUInt16BE(offset),
    klass: message.readUInt16BE(offset + 2),
    raw: message.subarray(12, offset + 4),
  }
}

export function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean)
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, 'latin1')])),
    Buffer.from([0]),
  ])
}

export interface ResourceRecord {
  type: number
  ttl: number
  data: Buffer
}

function encodeRecord(record: ResourceRecord, owner: Buffer): Buffer {
  const fixed = Buffer.alloc(10)
  fixed.writeUInt16BE(record.type, 0)
  fixed.writeUInt16BE(1, 2) // IN
  fixed.writeUInt32BE(record.ttl, 4)
  fixed.writeUInt16BE(record.data.length, 8)
  return Buffer.concat([owner, fixed, record.data])
}

/** An authoritative answer: the question echoed, answers owned by the asked name (pointer to offset 12). */
export function encodeResponse(
  question: Question,
  rcode: number,
  answers: ResourceRecord[],
  authority: { owner: string; record: ResourceRecord }[] = [],
): Buffer {
  const header = Buffer.alloc(12)
  header.writeUInt16BE(question.id, 0)
  const recursionDesired = question.flags & 0x0100
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | rcode, 2) // QR, AA, RD echoed
  header.writeUInt16BE(1, 4)
  header.writeUInt16BE(answers.length, 6)
  header.writeUInt16BE(authority.length, 8)
  const pointer = Buffer.from([0xc0, 12])
  return Buffer.concat([
    header,
    question.raw,
    ...answers.map((a) => encodeRecord(a, pointer)),
    ...authority.map((a) => encodeRecord(a.record, encodeName(a.owner))),
  ])
}

export function ipv4Data(address: string): Buffer {
  return Buffer.from(address.split('.').map(Number))
}

/** SOA data for the zone: the negative-answer TTL is 0 so resolvers never cache a miss. */
export function soaData(zone: string): Buffer {
  const numbers = Buffer.alloc(20)
  numbers.writeUInt32BE(1, 0) // serial
  numbers.writeUInt32BE(3600, 4) // refresh
  numbers.writeUInt32BE(600, 8) // retry
  numbers.writeUInt32BE(86400, 12) // expire
  numbers.writeUInt32BE(0, 16) // minimum (negative TTL)
  return Buffer.concat([encodeName(`ns.${zone}`), encodeName(`hostmaster.${zone}`), numbers])
}
