import { Resolver } from 'node:dns/promises'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dnsVerdict, sameNetwork, testLabel } from '#app/features/tools/dns-leak.ts'
import { createDnsCheckLog } from '#contracts/dns-check-log.ts'
import { startDnsServer } from '#host/net/dns-server.ts'
import { parseQuery } from '#host/net/dns-wire.ts'

const ZONE = 'dnscheck.test'
const label = () => testLabel((bytes) => crypto.getRandomValues(bytes))

describe('DNS check name server on loopback', () => {
  const log = createDnsCheckLog(Date.now)
  let server: Awaited<ReturnType<typeof startDnsServer>>
  const resolver = new Resolver({ timeout: 2000, tries: 1 })

  beforeAll(async () => {
    server = await startDnsServer({ zone: ZONE, answer: '127.0.0.7', port: 0, host: '127.0.0.1', log })
    resolver.setServers([`127.0.0.1:${server.port}`])
  })
  afterAll(() => server.close())

  it('answers a registered test name and records which resolver asked', async () => {
    const name = label()
    await log.expect([name])
    expect(await resolver.resolve4(`${name}.${ZONE}`)).toEqual(['127.0.0.7'])
    // Resolvers randomise letter case (0x20): the name still counts.
    expect(await resolver.resolve4(`${name.toUpperCase()}.DnsCheck.Test`)).toEqual(['127.0.0.7'])
    expect(await log.resolvers([name])).toEqual([{ address: '127.0.0.1', lookups: 2 }])
  })

  it('records nothing for names no test registered, and keeps tests apart', async () => {
    const registered = label()
    const stranger = label()
    await log.expect([registered])
    await resolver.resolve4(`${stranger}.${ZONE}`)
    expect(await log.resolvers([stranger])).toEqual([])
    expect(await log.resolvers([registered])).toEqual([])
  })

  it('answers NXDOMAIN for malformed labels, no data for AAAA, and refuses other zones', async () => {
    await expect(resolver.resolve4(`not_a-token.${ZONE}`)).rejects.toMatchObject({ code: 'ENOTFOUND' })
    const name = label()
    await log.expect([name])
    await expect(resolver.resolve6(`${name}.${ZONE}`)).rejects.toMatchObject({ code: 'ENODATA' })
    expect(await log.resolvers([name])).toEqual([{ address: '127.0.0.1', lookups: 1 }])
    await expect(resolver.resolve4('example.com')).rejects.toMatchObject({ code: 'EREFUSED' })
  })

  it('ignores what is not a well-formed query', () => {
    expect(parseQuery(Buffer.alloc(5))).toBeUndefined()
    const response = Buffer.alloc(20)
    response.writeUInt16BE(0x8000, 2) // QR set: an answer, not a query
    response.writeUInt16BE(1, 4)
    expect(parseQuery(response)).toBeUndefined()
    const pointer = Buffer.concat([Buffer.alloc(12), Buffer.from([0xc0, 0x0c, 0, 1, 0, 1])])
    pointer.writeUInt16BE(1, 4)
    expect(parseQuery(pointer)).toBeUndefined()
  })
})

describe('DNS check log', () => {
  it('forgets names after 10 minutes', async () => {
    let now = 0
    const log = createDnsCheckLog(() => now)
    await log.expect(['a'.repeat(24)])
    await log.record('a'.repeat(24), '192.0.2.1')
    now = 9 * 60_000
    expect(await log.resolvers(['a'.repeat(24)])).toHaveLength(1)
    now = 10 * 60_000
    expect(await log.resolvers(['a'.repeat(24)])).toEqual([])
  })
})

describe('DNS leak verdict', () => {
  it.each([
    ['192.0.2.10', '192.0.2.200', true],
    ['192.0.2.10', '192.0.3.10', false],
    ['2001:db8:1::53', '2001:db8:1:ff::2', true],
    ['2001:db8:1::53', '2001:0db8:0001:0::9', true],
    ['2001:db8:2::53', '2001:db8:1::9', false],
    ['192.0.2.10', '2001:db8::1', false],
  ])('sameNetwork(%s, %s) is %s', (a, b, same) => {
    expect(sameNetwork(a, b)).toBe(same)
  })

  it('judges none, same network and other network', () => {
    expect(dnsVerdict([], '192.0.2.1')).toBe('none')
    expect(dnsVerdict([{ address: '192.0.2.53', lookups: 3 }], '192.0.2.1')).toBe('same-network')
    expect(
      dnsVerdict(
        [
          { address: '192.0.2.53', lookups: 3 },
          { address: '198.51.100.53', lookups: 1 },
        ],
        '192.0.2.1',
      ),
    ).toBe('other-network')
    expect(dnsVerdict([{ address: '192.0.2.53', lookups: 1 }], undefined)).toBe('other-network')
  })

  it('makes 24-character labels of lowercase letters and digits with no bias', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 2000; i++) {
      const value = label()
      expect(value).toMatch(/^[a-z0-9]{24}$/)
      for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1)
    }
    expect(counts.size).toBe(36)
    // 48,000 characters, 1,333 expected each; a modulo bias over 256 would skew the first 4 by ~14 %.
    for (const count of counts.values()) expect(Math.abs(count - 48_000 / 36)).toBeLessThan(160)
  })

  it('draws again when random bytes run out', () => {
    let calls = 0
    const value = testLabel((bytes) => {
      calls++
      return bytes.fill(calls === 1 ? 255 : 1)
    })
    expect(value).toBe('b'.repeat(24))
  })
})
