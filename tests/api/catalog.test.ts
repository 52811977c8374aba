import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApi } from '#api/app.ts'
import { type NodePools, PopupFeedItemSchema } from '#contracts/catalog.ts'
import { affiliateEvents, nodes } from '#api/db/schema.ts'
import { reportSimulatedLoad } from '#api/vpn/load-reporter.ts'
import { seed } from '#api/db/seed.ts'
import { parseApiEnv } from '#api/env.ts'
import { applyPaymentEvent } from '#api/payments/fulfil.ts'
import { DEV_POSTBACK_SECRET, postbackHeaders } from '#contracts/purchase-postback.server.ts'
import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

describe('seeded reference data', () => {
  it('lists the three plans in the asked currency, in order', async () => {
    const res = await api.call('GET', '/plans?currency=EUR')
    expect(res.json.map((p: { id: string }) => p.id)).toEqual(['2-days', '1-month', '1-year'])
    expect(res.json[1]).toEqual({ id: '1-month', period_days: 30, price: { amount: 749, currency: 'EUR' } })
    expect((await api.call('GET', '/plans?currency=XXX')).status).toBe(422)
  })

  it('offers free and premium locations in about 40 countries', async () => {
    const all = await api.call('GET', '/nodes-pools')
    expect(all.json.length).toBeGreaterThanOrEqual(40)
    const free = await api.call('GET', '/nodes-pools?tier=free')
    expect(free.json.map((p: { country_code: string }) => p.country_code).sort()).toEqual(['DE', 'FR', 'NL', 'US'])
  })

  it('gives each location its place, load and status; the simulated reports move load and stamp the time', async () => {
    const before = (await api.call('GET', '/nodes-pools?tier=free')).json
    const frankfurt = before.find((p: { country_code: string }) => p.country_code === 'DE').locations[0]
    expect(frankfurt).toEqual({
      id: expect.any(Number),
      city: 'Frankfurt',
      tier: 'free',
      latitude: 50.11,
      longitude: 8.68,
      load: null,
      status: 'online',
    })
    await reportSimulatedLoad(api.db, () => 0.5)
    const all = (await api.call('GET', '/nodes-pools')).json as NodePools
    const locations = all.flatMap((pool) => pool.locations)
    expect(locations.every((l) => l.load !== null && l.load >= 5 && l.load <= 95)).toBe(true)
    expect(new Set(locations.map((l) => l.status))).toEqual(new Set(['online']))
    const [row] = await api.db.select({ reportedAt: nodes.reportedAt }).from(nodes).limit(1)
    expect(Date.now() - row!.reportedAt!.getTime()).toBeLessThan(60_000)
    // Every location the site shows on its map has a place.
    expect(locations.every((l) => l.latitude !== null && l.longitude !== null)).toBe(true)
  })

  it('an older database gets the places of its seeded locations, and a place set since is kept', async () => {
    await api.db.update(nodes).set({ latitude: null, longitude: null }).where(eq(nodes.city, 'Tokyo'))
    await api.db.update(nodes).set({ latitude: 1, longitude: 2 }).where(eq(nodes.city, 'Oslo'))
    await seed(api.db, { samples: true })
    const places = await api.db.select({ city: nodes.city, latitude: nodes.latitude }).from(nodes)
    expect(places.find((p) => p.city === 'Tokyo')?.latitude).toBe(35.68)
    expect(places.find((p) => p.city === 'Oslo')?.latitude).toBe(1)
  })

  it('seeding twice changes nothing', async () => {
    const before = (await api.call('GET', '/nodes-pools')).json
    await seed(api.db, { samples: true })
    expect((await api.call('GET', '/nodes-pools')).json).toEqual(before)
  })
})

describe('checks', () => {
  it('accepts a valid promo code in any case and refuses an unknown one', async () => {
    expect((await api.call('GET', '/v4/promo-codes/check?code=welcome10')).json).toEqual({
      code: 'WELCOME10',
      percent_off: 10,
    })
    const bad = await api.call('GET', '/v4/promo-codes/check?code=NOPE')
    expect(bad.status).toBe(404)
    expect(bad.json.error.code).toBe('promo_invalid')
    expect((await api.call('GET', '/v4/promo-codes/check')).status).toBe(422)
  })

  it('tells whether an address is registered, with a rate limit', async () => {
    await api.call('POST', '/register', { body: { email: 'taken@example.org', password: 'long enough password' } })
    expect((await api.call('GET', '/v4/email/check?email=Taken@Example.org')).json.registered).toBe(true)
    expect((await api.call('GET', '/v4/email/check?email=free@example.org')).json.registered).toBe(false)
    expect((await api.call('GET', '/v4/email/check?email=nope')).status).toBe(422)
    const statuses = []
    for (let i = 0; i < 31; i++)
      statuses.push((await api.call('GET', '/v4/email/check?email=a@b.co', { ip: '10.9.9.9' })).status)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('service popups feed', () => {
  it('answers the spec format', async () => {
    const res = await api.call('GET', '/planet-vpn/v3/popups/2f1c9a7e-feed.json')
    expect(res.status).toBe(200)
    expect(res.json.length).toBeGreaterThan(0)
    for (const item of res.json) expect(v.safeParse(PopupFeedItemSchema, item).success).toBe(true)
    expect((await api.call('GET', '/planet-vpn/v3/popups/../x.json')).status).toBe(404)
  })
})

describe('redirect rules', () => {
  it('lists the table and looks one path up', async () => {
    expect((await api.call('GET', '/redirects')).json).toContainEqual({ from: '/home/', to: '/' })
    expect((await api.call('GET', '/redirects/lookup?path=/home/')).json.to).toBe('/')
    expect((await api.call('GET', '/redirects/lookup?path=/nothing/')).status).toBe(404)
  })
})

describe('caller address', () => {
  it('uses the socket address and ignores forwarding headers from strangers', async () => {
    const res = await api.call('GET', '/ip', {
      ip: '203.0.113.7',
      headers: { 'x-forwarded-for': '1.1.1.1', 'x-country-code': 'DE' },
    })
    expect(res.json).toEqual({ ip: '203.0.113.7', country: null })
  })

  it('trusts forwarding headers from a configured proxy', async () => {
    const res = await api.call('GET', '/ip', {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4, 127.0.0.1', 'x-country-code': 'nl' },
    })
    expect(res.json).toEqual({ ip: '198.51.100.4', country: 'NL' })
  })
})

describe('affiliates', () => {
  it('stores events, refusing bad ones', async () => {
    expect((await api.call('POST', '/affiliate/event', { body: { event: 'visit', aid: 'p42' } })).status).toBe(202)
    expect((await api.call('POST', '/affiliate/event', { body: { event: 'hack' } })).status).toBe(422)
  })

  it('refuses JSON text with an unpaired surrogate (the database would refuse it as a 500)', async () => {
    for (const rawBody of ['{"a":"\\ud800"}', '{"\\udc00":1}', '{"event":"visit","page":"x\\ud83d"}']) {
      const post = (path: string) =>
        api.call('POST', path, { rawBody, headers: { 'content-type': 'application/json' } })
      expect((await post('/affiliate-postback')).json.error.code).toBe('malformed_json')
      expect((await post('/affiliate/event')).status).toBe(400)
    }
    // A well-formed pair (an emoji) is text like any other: it gets as far as the signature check.
    expect(
      (
        await api.call('POST', '/affiliate/event', {
          rawBody: '{"event":"visit","page":"\\ud83d\\ude00"}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(202)
    expect(
      (
        await api.call('POST', '/affiliate-postback', {
          rawBody: '{"a":"\\ud83d\\ude00"}',
          headers: { 'content-type': 'application/json' },
        })
      ).json.error.code,
    ).toBe('invalid_signature')
  })
})

describe('purchase postbacks', () => {
  let buyers = 0
  async function paidOrder(outcome: 'paid' | 'pending' = 'paid') {
    const email = `postback${++buyers}@example.org`
    const token = (await api.call('POST', '/register', { body: { email, password: 'long enough password' } })).json
      .token as string
    const order = (await api.call('POST', '/v4/orders', { token, body: { plan_id: '1-month' } })).json
    if (outcome === 'paid')
      await applyPaymentEvent(api.db, 'stripe', { id: `evt-${email}`, outcome, orderId: order.id })
    return order as { id: string; amount: number; currency: string }
  }
  const report = (order: { id: string; amount: number; currency: string }) => ({
    event: 'purchase',
    order_id: order.id,
    amount: String(order.amount),
    currency: order.currency,
    aid: 'p42',
  })
  const post = (body: unknown, headers: Record<string, string>) =>
    api.call('POST', '/affiliate-postback', { body, headers })
  const recorded = async (orderId: string) =>
    api.db.select().from(affiliateEvents).where(eq(affiliateEvents.orderId, orderId))

  it('records a signed report of a paid order once, however often it comes', async () => {
    const order = await paidOrder()
    const body = report(order)
    const first = await post(body, postbackHeaders(DEV_POSTBACK_SECRET, body))
    expect([first.status, first.json]).toEqual([202, { accepted: true }])
    // The same order again, freshly signed and with its keys in another order: accepted, not counted.
    const again = {
      aid: 'p42',
      currency: body.currency,
      amount: body.amount,
      order_id: body.order_id,
      event: 'purchase',
    }
    const second = await post(again, postbackHeaders(DEV_POSTBACK_SECRET, again))
    expect([second.status, second.json]).toEqual([200, { accepted: true, duplicate: true }])
    const rows = await recorded(order.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'postback', payload: body })
  })

  it('records one row when the same order is reported concurrently', async () => {
    const order = await paidOrder()
    const body = report(order)
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => post(body, postbackHeaders(DEV_POSTBACK_SECRET, body))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 202])
    expect(await recorded(order.id)).toHaveLength(1)
  })

  it('refuses unsigned, forged, tampered and stale reports with 401', async () => {
    const order = await paidOrder()
    const body = report(order)
    const refused = async (sent: unknown, headers: Record<string, string>) => {
      const res = await post(sent, headers)
      expect([res.status, res.json.error.code]).toEqual([401, 'invalid_signature'])
    }
    await refused(body, {})
    await refused(body, postbackHeaders('a-secret-the-api-does-not-know-at-all', body))
    await refused({ ...body, amount: '1' }, postbackHeaders(DEV_POSTBACK_SECRET, body))
    await refused(body, { ...postbackHeaders(DEV_POSTBACK_SECRET, body), 'x-postback-timestamp': '1700000000' })
    await refused(body, postbackHeaders(DEV_POSTBACK_SECRET, body, Date.now() - 301_000))
    await refused(body, postbackHeaders(DEV_POSTBACK_SECRET, body, Date.now() + 301_000))
    await refused(body, { ...postbackHeaders(DEV_POSTBACK_SECRET, body), 'x-postback-signature': 'zz' })
    expect(await recorded(order.id)).toHaveLength(0)
    // Within the window a signature holds (clocks may differ a little).
    expect((await post(body, postbackHeaders(DEV_POSTBACK_SECRET, body, Date.now() - 240_000))).status).toBe(202)
  })

  it('takes only paid orders that exist, in the report format', async () => {
    const pending = report(await paidOrder('pending'))
    expect((await post(pending, postbackHeaders(DEV_POSTBACK_SECRET, pending))).status).toBe(404)
    const unknown = { ...pending, order_id: crypto.randomUUID() }
    expect((await post(unknown, postbackHeaders(DEV_POSTBACK_SECRET, unknown))).status).toBe(404)
    const paid = report(await paidOrder())
    for (const bad of [
      { ...paid, extra: 'x' },
      { ...paid, order_id: 'abc' },
      { click_id: 'abc', amount: 9.99 },
    ]) {
      expect((await post(bad, postbackHeaders(DEV_POSTBACK_SECRET, bad))).status).toBe(422)
    }
  })

  it('in production: no report without a configured secret, and never with the development default', async () => {
    const body = report(await paidOrder())
    const production = (extra: Record<string, string> = {}) =>
      createApi({ db: api.db, env: parseApiEnv({ SITE_ENV: 'PROD', ...extra }) })
    const send = (app: ReturnType<typeof production>, headers: Record<string, string>) =>
      app.request('/affiliate-postback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const unconfigured = await send(production(), postbackHeaders(DEV_POSTBACK_SECRET, body))
    expect([unconfigured.status, (await unconfigured.json()).error.code]).toEqual([503, 'not_configured'])
    const secret = 'a-production-secret-of-at-least-32-chars'
    const configured = production({ AFFILIATE_POSTBACK_SECRET: secret })
    expect((await send(configured, postbackHeaders(DEV_POSTBACK_SECRET, body))).status).toBe(401)
    expect((await send(configured, postbackHeaders(secret, body))).status).toBe(202)
  })
})

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the request schemas', async () => {
    const doc = (await api.call('GET', '/docs')).json
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/register', '/v3/user', '/v4/checkout/{gateway}']))
    const register = doc.paths['/register'].post.requestBody.content['application/json'].schema
    expect(register.required).toEqual(expect.arrayContaining(['email', 'password']))
    expect(register.properties.password.minLength).toBe(12)
  })

  it('documents the postback signature headers and the configuration refusals', async () => {
    const doc = (await api.call('GET', '/docs')).json
    const postback = doc.paths['/affiliate-postback'].post
    expect(postback.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'header:x-postback-timestamp',
      'header:x-postback-signature',
    ])
    expect(postback.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['event', 'order_id', 'amount', 'currency']),
    )
    expect(postback.responses['401'].description).toMatch(/^invalid_signature/)
    const config = doc.paths['/v2/connection/config/premium'].get
    expect(config.responses['403'].description).toContain('config_not_allowed')
  })
})
