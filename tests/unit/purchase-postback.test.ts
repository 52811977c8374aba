import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  assertPostbackSecret,
  canonicalJson,
  DEV_POSTBACK_SECRET,
  MissingPostbackSecretError,
  postbackHeaders,
  postbackSecret,
  postbackSecretRequired,
  postbackSignatureValid,
} from '#contracts/purchase-postback.server.ts'

const NOW = Date.UTC(2026, 10, 27, 12)
const body = { order_id: '5d3c8a4e-0b6f-4a53-9a34-2f7f1c0d9b11', event: 'purchase', amount: '799', currency: 'USD' }
const headersOf = (h: Record<string, string>) => ({
  timestamp: h['x-postback-timestamp'],
  signature: h['x-postback-signature'],
})

describe('canonical form', () => {
  it('sorts keys at every level, leaves out undefined and keeps JSON escaping', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'é"' }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":"é\\"","z":null}]},"b":1}',
    )
    expect(canonicalJson({ b: '1', a: '2' })).toBe(canonicalJson({ a: '2', b: '1' }))
  })
})

describe('signature', () => {
  it('is the hex HMAC-SHA256 of "{timestamp}.{canonical body}"', () => {
    const headers = postbackHeaders('s'.repeat(32), body, NOW)
    expect(headers['x-postback-timestamp']).toBe(String(NOW / 1000))
    const expected = createHmac('sha256', 's'.repeat(32))
      .update(`${NOW / 1000}.${canonicalJson(body)}`)
      .digest('hex')
    expect(headers['x-postback-signature']).toBe(expected)
  })

  it('holds for the same body in any key order, within five minutes either way', () => {
    const headers = headersOf(postbackHeaders(DEV_POSTBACK_SECRET, body, NOW))
    const reordered = { currency: 'USD', amount: '799', event: 'purchase', order_id: body.order_id }
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, reordered, headers, NOW)).toBe(true)
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, headers, NOW + 300_000)).toBe(true)
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, headers, NOW - 300_000)).toBe(true)
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, headers, NOW + 301_000)).toBe(false)
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, headers, NOW - 301_000)).toBe(false)
  })

  it('fails for another secret, another body, a moved timestamp or a malformed header', () => {
    const headers = headersOf(postbackHeaders(DEV_POSTBACK_SECRET, body, NOW))
    expect(postbackSignatureValid('x'.repeat(32), body, headers, NOW)).toBe(false)
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, { ...body, amount: '1' }, headers, NOW)).toBe(false)
    const moved = { ...headers, timestamp: String(NOW / 1000 + 1) }
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, moved, NOW)).toBe(false)
    for (const timestamp of [undefined, '', '12.5', '-1', '1e9']) {
      expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, { ...headers, timestamp }, NOW)).toBe(false)
    }
    for (const signature of [undefined, '', 'zz', headers.signature!.slice(2)]) {
      expect(postbackSignatureValid(DEV_POSTBACK_SECRET, body, { ...headers, signature }, NOW)).toBe(false)
    }
  })
})

describe('the secret', () => {
  it('is required on a production server only', () => {
    expect(postbackSecretRequired({ siteEnv: 'PROD', devTools: false })).toBe(true)
    expect(postbackSecretRequired({ nodeEnv: 'production', devTools: false })).toBe(true)
    expect(postbackSecretRequired({ nodeEnv: 'production', devTools: true })).toBe(false)
    expect(postbackSecretRequired({ siteEnv: 'DEV', nodeEnv: 'development', devTools: false })).toBe(false)
    expect(postbackSecretRequired({ devTools: true })).toBe(false)
  })

  it('falls back to the development default only where it is not required', () => {
    expect(postbackSecret(undefined, false)).toBe(DEV_POSTBACK_SECRET)
    expect(postbackSecret(undefined, true)).toBeUndefined()
    expect(postbackSecret('c'.repeat(32), true)).toBe('c'.repeat(32))
  })

  it('stops a production start without it, with a message naming the variable', () => {
    expect(() => assertPostbackSecret({ SITE_ENV: 'PROD' }, false)).toThrow(MissingPostbackSecretError)
    expect(() => assertPostbackSecret({ NODE_ENV: 'production' }, false)).toThrow(/AFFILIATE_POSTBACK_SECRET/)
    expect(() =>
      assertPostbackSecret({ SITE_ENV: 'PROD', AFFILIATE_POSTBACK_SECRET: 'c'.repeat(32) }, false),
    ).not.toThrow()
    expect(() => assertPostbackSecret({ NODE_ENV: 'production' }, true)).not.toThrow()
    expect(() => assertPostbackSecret({}, false)).not.toThrow()
  })
})
