import { describe, expect, it } from 'vitest'

import {
  CHARACTER_SETS,
  entropyBits,
  generatePassword,
  randomBelow,
  strengthOf,
  type RandomSource,
} from '#app/features/tools/password-generator.ts'
import { isLocalAddress, parseCandidate, webrtcReport } from '#app/features/tools/webrtc-leak.ts'
import { visitorAddress } from '#app/lib/site/visitor-address.ts'
import { bindingResponse } from '#host/net/stun-server.ts'

/** A random source that returns the given values in turn. */
const sequence = (values: number[]): RandomSource => {
  let i = 0
  return (buffer) => {
    buffer[0] = values[i++ % values.length] as number
    return buffer
  }
}

describe('password generator', () => {
  it('draws again instead of folding the incomplete top range (no modulo bias)', () => {
    // For n = 3, 2^32 % 3 = 1: the single value 2^32 - 1 is outside the fair range and is redrawn.
    expect(randomBelow(3, sequence([2 ** 32 - 1, 4]))).toBe(1)
    expect(randomBelow(3, sequence([2 ** 32 - 2]))).toBe((2 ** 32 - 2) % 3)
  })

  it('gives every character of a set the same chance', () => {
    const counts = new Map<string, number>()
    const draws = 60_000
    const password = generatePassword({ length: 64, sets: ['digits'] })
    expect(password).toMatch(/^[2-9]{64}$/)
    for (let i = 0; i < draws / 64; i++) {
      for (const c of generatePassword({ length: 64, sets: ['digits'] })) counts.set(c, (counts.get(c) ?? 0) + 1)
    }
    const expected = (Math.floor(draws / 64) * 64) / CHARACTER_SETS.digits.length
    expect(counts.size).toBe(CHARACTER_SETS.digits.length)
    // Chi-square with 7 degrees of freedom: 24.3 is the 0.1 % critical value.
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(24.3)
  })

  it('honours the length and uses at least one character of every chosen set', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword({ length: 8, sets: ['lowercase', 'uppercase', 'digits', 'symbols'] })
      expect(password).toHaveLength(8)
      for (const set of Object.values(CHARACTER_SETS)) expect([...password].some((c) => set.includes(c))).toBe(true)
    }
    expect(generatePassword({ length: 12, sets: ['uppercase'] })).toMatch(/^[A-Z]{12}$/)
  })

  it('refuses lengths and sets outside the options', () => {
    expect(() => generatePassword({ length: 7, sets: ['digits'] })).toThrow()
    expect(() => generatePassword({ length: 65, sets: ['digits'] })).toThrow()
    expect(() => generatePassword({ length: 20, sets: [] })).toThrow()
  })

  it('estimates strength from length and pool size', () => {
    expect(entropyBits({ length: 10, sets: ['digits'] })).toBeCloseTo(30)
    expect(strengthOf(entropyBits({ length: 10, sets: ['digits'] }))).toBe('weak')
    expect(strengthOf(entropyBits({ length: 12, sets: ['lowercase', 'uppercase'] }))).toBe('fair')
    expect(strengthOf(entropyBits({ length: 20, sets: ['lowercase', 'uppercase', 'digits', 'symbols'] }))).toBe(
      'very-strong',
    )
  })
})

describe('visitor address', () => {
  const trusted = new Set(['127.0.0.1', '10.0.0.2'])

  it('uses the connection address when it is not a trusted proxy', () => {
    expect(visitorAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9')
  })

  it('reads X-Forwarded-For from the right while hops are trusted', () => {
    expect(visitorAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', trusted)).toBe('198.51.100.7')
    expect(visitorAddress('::ffff:127.0.0.1', '2001:db8::1', trusted)).toBe('2001:db8::1')
  })

  it('ignores garbage a visitor writes into the header', () => {
    expect(visitorAddress('127.0.0.1', '<script>', trusted)).toBeUndefined()
    expect(visitorAddress(undefined, '198.51.100.7', trusted)).toBeUndefined()
  })
})

describe('WebRTC leak verdict', () => {
  it('parses candidate lines', () => {
    expect(parseCandidate('candidate:1 1 udp 2122260223 192.168.1.20 54400 typ host generation 0')).toEqual({
      address: '192.168.1.20',
      type: 'host',
    })
    expect(parseCandidate('candidate:2 1 udp 1686052607 203.0.113.5 61000 typ srflx raddr 0.0.0.0 rport 0')).toEqual({
      address: '203.0.113.5',
      type: 'srflx',
    })
    expect(parseCandidate('nonsense')).toBeUndefined()
  })

  it('treats private ranges and mDNS names as local', () => {
    for (const a of ['10.1.2.3', '172.20.0.1', '192.168.0.1', 'fe80::1', '3b2e-11.local', 'fd00::5']) {
      expect(isLocalAddress(a)).toBe(true)
    }
    for (const a of ['203.0.113.5', '172.32.0.1', '2001:db8::1']) expect(isLocalAddress(a)).toBe(false)
  })

  it('reports a leak only when a public address differs from the one the server sees', () => {
    const host = { address: 'a1b2.local', type: 'host' as const }
    const srflx = { address: '203.0.113.5', type: 'srflx' as const }
    expect(webrtcReport(undefined, '198.51.100.1').verdict).toBe('unsupported')
    expect(webrtcReport([host], '198.51.100.1').verdict).toBe('no-public')
    expect(webrtcReport([host, srflx], '203.0.113.5').verdict).toBe('matches')
    const leak = webrtcReport([host, srflx], '198.51.100.1')
    expect(leak).toMatchObject({ verdict: 'leak', public: ['203.0.113.5'], local: ['a1b2.local'] })
  })
})

describe('STUN binding response', () => {
  const request = () => {
    const buffer = Buffer.alloc(20)
    buffer.writeUInt16BE(0x0001, 0)
    buffer.writeUInt32BE(0x2112a442, 4)
    Buffer.from('0123456789ab').copy(buffer, 8)
    return buffer
  }

  it('answers with the XOR-mapped address of the sender', () => {
    const response = bindingResponse(request(), { address: '192.0.2.1', port: 32853 }) as Buffer
    expect(response.readUInt16BE(0)).toBe(0x0101)
    expect(response.subarray(8, 20).toString()).toBe('0123456789ab')
    expect(response.readUInt16BE(20)).toBe(0x0020)
    expect(response.readUInt16BE(26) ^ 0x2112).toBe(32853)
    const address = [...response.subarray(28, 32)].map((b, i) => b ^ [0x21, 0x12, 0xa4, 0x42][i]!)
    expect(address.join('.')).toBe('192.0.2.1')
  })

  it('ignores anything that is not a binding request', () => {
    expect(bindingResponse(Buffer.from('hello'), { address: '192.0.2.1', port: 1 })).toBeUndefined()
    const wrongCookie = request()
    wrongCookie.writeUInt32BE(1, 4)
    expect(bindingResponse(wrongCookie, { address: '192.0.2.1', port: 1 })).toBeUndefined()
  })
})
