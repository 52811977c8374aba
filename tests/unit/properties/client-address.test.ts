import { isIP, isIPv4 as nodeIsIPv4 } from 'node:net'

import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { isIPv4, isIpAddress, visitorAddress } from '#app/lib/site/visitor-address.ts'
import { bearerToken, newToken } from '#api/auth/tokens.ts'
import { clientCountry, clientIp } from '#api/http/client-ip.ts'
import { hmacHex, signatureMatches } from '#contracts/signing.server.ts'
import { RUNS, anyString } from './arbitraries'

const TRUSTED = ['127.0.0.1', '::1', '10.0.0.2']
const trusted = new Set(TRUSTED)

const address = fc.oneof(
  fc.constantFrom(...TRUSTED),
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4().map((a) => `::ffff:${a}`),
)
/** A header-safe hop: an address, or junk a visitor typed into the header. */
const hop = fc.oneof(
  { weight: 4, arbitrary: address },
  { weight: 1, arbitrary: fc.stringMatching(/^[\x21-\x2b\x2d-\x7e]{0,12}$/) },
)
const forwardedFor = fc
  .tuple(fc.array(fc.tuple(hop, fc.constantFrom('', ' ', '  ')), { maxLength: 6 }), fc.constantFrom(',', ', '))
  .map(([hops, sep]) => hops.map(([h, ws]) => `${ws}${h}${ws}`).join(sep))

const strip = (a: string) => a.replace(/^::ffff:/, '')

/** The rule written out: from the right, skip trusted proxies; the first other hop is the client. */
function expectedClient(peer: string, header: string | undefined): string {
  const p = strip(peer)
  if (!trusted.has(p)) return p
  const hops = (header ?? '')
    .split(',')
    .map((h) => strip(h.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!
  return p
}

describe('API client address (X-Forwarded-For behind trusted proxies)', () => {
  const app = new Hono<{ Bindings: { ip: string } }>()
  app.get('/', (c) => c.json({ ip: clientIp(c, trusted), country: clientCountry(c, trusted) }))

  const ask = async (peer: string, xff: string | undefined, country: string | undefined) => {
    const headers: Record<string, string> = {}
    if (xff !== undefined) headers['x-forwarded-for'] = xff
    if (country !== undefined) headers['x-country-code'] = country
    const response = await app.request('/', { headers }, { ip: peer })
    return (await response.json()) as { ip: string; country: string | null }
  }

  it('takes the right-most hop that is not a trusted proxy, and only when the peer is one', async () => {
    await fc.assert(
      fc.asyncProperty(address, fc.option(forwardedFor, { nil: undefined }), async (peer, xff) => {
        const { ip } = await ask(peer, xff, undefined)
        expect(ip).toBe(expectedClient(peer, xff))
        // Whatever a visitor writes to the left of the proxies' own hops is never believed.
        if (!trusted.has(strip(peer))) expect(ip).toBe(strip(peer))
      }),
      RUNS,
    )
  })

  it('believes a country only from a trusted peer, and only as two letters', async () => {
    await fc.assert(
      fc.asyncProperty(address, fc.stringMatching(/^[\x20-\x7e]{0,4}$/), async (peer, header) => {
        const { country } = await ask(peer, undefined, header)
        if (!trusted.has(strip(peer))) expect(country).toBeNull()
        if (country !== null) expect(country).toMatch(/^[A-Z]{2}$/)
      }),
      RUNS,
    )
  })
})

describe('site visitor address', () => {
  it('is the peer, or a hop a chain of trusted proxies vouches for, and always an IP address', () => {
    fc.assert(
      fc.property(fc.option(address, { nil: undefined }), fc.option(forwardedFor, { nil: null }), (peer, xff) => {
        const result = visitorAddress(peer, xff, trusted)
        if (peer === undefined) expect(result).toBeUndefined()
        if (peer === undefined || result === undefined) return
        expect(isIpAddress(result)).toBe(true)
        const candidates = [
          strip(peer),
          ...(xff ?? '').split(',').map((h) => strip(h.trim()).replace(/^\[(.*)\]$/, '$1')),
        ]
        expect(candidates).toContain(result)
        if (!trusted.has(strip(peer))) expect(result).toBe(strip(peer))
      }),
      RUNS,
    )
  })

  it('isIPv4 agrees with node:net; every real address counts as an IP address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV4Extended(), anyString), fc.oneof(fc.ipV4(), fc.ipV6()), (text, ip) => {
        expect(isIPv4(text)).toBe(nodeIsIPv4(text))
        expect(isIpAddress(ip)).toBe(true)
        if (isIP(text) === 0 && !/^[0-9a-f:.]+$/i.test(text)) expect(isIpAddress(text)).toBe(false)
      }),
      RUNS,
    )
  })
})

describe('session tokens and webhook signatures', () => {
  it('bearerToken reads back every issued token and nothing that is not token-shaped', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Bearer ', 'Bearer  ', ' Bearer\t'),
        fc.constantFrom('', ' '),
        anyString,
        (prefix, suffix, junk) => {
          const token = newToken()
          expect(bearerToken(`${prefix}${token}${suffix}`)).toBe(token)
          const read = bearerToken(junk)
          if (read !== undefined) {
            expect(read).toMatch(/^[A-Za-z0-9_-]{20,200}$/)
            expect(junk).toContain(read)
          }
          expect(bearerToken(token)).toBeUndefined()
        },
      ),
      { numRuns: 200 },
    )
  })

  it('signatureMatches accepts exactly the HMAC of the payload, in either hex case, and never throws', () => {
    const hex64 = fc.stringMatching(/^[0-9a-fA-F]{64}$/)
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.oneof(hex64, anyString, fc.constant(null)),
        (secret, payload, received) => {
          const right = hmacHex(secret, payload)
          expect(signatureMatches(secret, payload, right)).toBe(true)
          expect(signatureMatches(secret, payload, right.toUpperCase())).toBe(true)
          expect(signatureMatches(secret, payload, received)).toBe(received?.toLowerCase() === right)
          expect(signatureMatches(secret, `${payload} `, right)).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
  })
})
