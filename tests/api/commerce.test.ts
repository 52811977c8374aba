import { eq, inArray } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createApi } from '#api/app.ts'
import { orders, promoCodes, users } from '#api/db/schema.ts'
import { userInfo } from '#api/routes/user.ts'
import { serverI18n } from '#api/i18n/server-i18n.ts'
import { hmacHex } from '#contracts/signing.server.ts'
import { stripeGateway } from '#api/payments/stripe.ts'
import { aliumpayGateway, ALIUMPAY_SIGNATURE_HEADER } from '#api/payments/aliumpay.ts'
import { applyPaymentEvent } from '#api/payments/fulfil.ts'
import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

let n = 0
async function buyer() {
  const res = await api.call('POST', '/register', {
    body: { email: `buyer${++n}@example.org`, password: 'long enough password' },
  })
  return res.json.token as string
}

async function order(token: string, body: Record<string, unknown> = { plan_id: '1-month', currency: 'USD' }) {
  const res = await api.call('POST', '/v4/orders', { token, body, headers: { 'x-locale': 'de' } })
  expect(res.status).toBe(201)
  return res.json
}

/** The stored rows of orders the test made. */
const ordersOf = (made: { id: string }[]) =>
  api.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        made.map((o) => o.id),
      ),
    )

/** Follows the sandbox checkout like a buyer: open the page, press a button. */
async function payInSandbox(token: string, orderId: string, outcome: string, gateway = 'stripe') {
  const checkout = await api.call('POST', `/v4/checkout/${gateway}`, { token, body: { order_id: orderId } })
  expect(checkout.status).toBe(200)
  const url = new URL(checkout.json.redirect_url)
  expect(url.pathname).toBe(`/api/sandbox/checkout/${gateway}/${orderId}`)
  const path = url.pathname.replace(/^\/api/, '') + url.search
  const page = await api.app.request(path)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('$7.99')
  const done = await api.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  })
  expect(done.status).toBe(303)
  return done.headers.get('location')
}

describe('orders', () => {
  it('prices an order from the plan, with a promo code', async () => {
    const token = await buyer()
    expect(await order(token)).toMatchObject({
      plan_id: '1-month',
      amount: 799,
      currency: 'USD',
      status: 'pending',
      promo_code: null,
    })
    expect(await order(token, { plan_id: '1-year', currency: 'EUR', promo_code: 'year25' })).toMatchObject({
      amount: 3374,
      promo_code: 'YEAR25',
    })
  })

  it('refuses unknown plans and promo codes, and anonymous buyers', async () => {
    const token = await buyer()
    expect((await api.call('POST', '/v4/orders', { token, body: { plan_id: 'forever' } })).json.error.fields).toEqual({
      plan_id: 'plan_invalid',
    })
    expect(
      (await api.call('POST', '/v4/orders', { token, body: { plan_id: '1-month', promo_code: 'FAKE' } })).json.error
        .code,
    ).toBe('promo_invalid')
    expect((await api.call('POST', '/v4/orders', { body: { plan_id: '1-month' } })).status).toBe(401)
  })
})

describe('sandbox checkout', () => {
  it('grants premium when paid and sends the buyer to the localised success page', async () => {
    const token = await buyer()
    const { id } = await order(token)
    expect(await payInSandbox(token, id, 'paid')).toBe(`http://site.test/de/payment/success/?order=${id}`)
    const me = (await api.call('GET', '/v3/user', { token })).json
    expect(me.access.type).toBe('premium')
    expect(me.subscription).toMatchObject({ is_canceled: false, gateway_key: 'stripe' })
    const days = (new Date(me.subscription.current_period_end).getTime() - Date.now()) / 86400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)
    expect(me.payments).toHaveLength(1)
    expect(me.payments[0]).toMatchObject({ amount: 799, currency: 'USD' })
    // The receipt goes out in the order's language, in the same transaction as the payment.
    const receipt = (await api.mails(me.email)).at(-1)!
    const german = serverI18n('de')._('Your Planet VPN receipt')
    expect(german).not.toBe('Your Planet VPN receipt')
    expect(receipt.subject).toBe(german)
    expect(receipt.text).toContain('7,99')
    expect(receipt.text).toContain('http://site.test/de/cabinet/profile/')
  })

  it('answers /v3/user in one statement exactly as the per-table reading does', async () => {
    const token = await buyer()
    for (let i = 0; i < 2; i++) {
      const { id } = await order(token)
      expect(await payInSandbox(token, id, 'paid')).toContain('/payment/success/')
    }
    const me = (await api.call('GET', '/v3/user', { token })).json
    const [user] = await api.db.select().from(users).where(eq(users.email, me.email))
    expect(me).toEqual(await userInfo(api.db, user!))
    const paidAt = me.payments.map((p: { paid_at: string }) => p.paid_at)
    expect(paidAt).toHaveLength(2)
    expect(paidAt).toEqual([...paidAt].sort().reverse())
    expect(me.payments[0].paid_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    await api.call('POST', '/logout', { token })
    expect((await api.call('GET', '/v3/user', { token })).status).toBe(401)
  })

  it('lets a buyer retry after a failed payment', async () => {
    const token = await buyer()
    const { id } = await order(token)
    expect(await payInSandbox(token, id, 'failed')).toContain('/payment/failed/')
    expect((await api.call('GET', '/v3/user', { token })).json.access.type).toBe('public')
    expect(await payInSandbox(token, id, 'paid')).toContain('/payment/success/')
    expect((await api.call('GET', '/v3/user', { token })).json.access.type).toBe('premium')
    expect((await api.call('POST', '/v4/checkout/stripe', { token, body: { order_id: id } })).status).toBe(409)
  })

  it('keeps a pending payment pending', async () => {
    const token = await buyer()
    const { id } = await order(token)
    expect(await payInSandbox(token, id, 'pending', 'aliumpay')).toContain('/payment/pending/')
    expect((await api.call('GET', `/v4/orders/${id}`, { token })).json).toMatchObject({ id, status: 'pending' })
    expect((await api.call('GET', `/v4/orders/${id}`, { token: await buyer() })).status).toBe(404)
    expect((await api.call('GET', '/v4/orders/not-a-uuid', { token })).status).toBe(404)
    expect((await api.call('GET', `/v4/orders/${id}`)).status).toBe(401)
    expect((await api.call('GET', '/v3/user', { token })).json.access.type).toBe('public')
  })

  it('refuses tampered sandbox links, other buyers and unknown gateways', async () => {
    const token = await buyer()
    const { id } = await order(token)
    expect((await api.app.request(`/sandbox/checkout/stripe/${id}?sig=${'0'.repeat(64)}`)).status).toBe(404)
    expect(
      (await api.call('POST', '/v4/checkout/stripe', { token: await buyer(), body: { order_id: id } })).status,
    ).toBe(404)
    expect((await api.call('POST', '/v4/checkout/paypal', { token, body: { order_id: id } })).json.error.code).toBe(
      'unknown_gateway',
    )
  })

  it('answers a broken or forged sandbox checkout form with a 4xx, never a 500', async () => {
    const token = await buyer()
    const { id } = await order(token)
    const checkout = await api.call('POST', '/v4/checkout/stripe', { token, body: { order_id: id } })
    const url = new URL(checkout.json.redirect_url)
    const path = url.pathname.replace(/^\/api/, '') + url.search
    const post = (type: string, body: string) =>
      api.app.request(path, { method: 'POST', headers: { 'content-type': type }, body })
    const form = 'application/x-www-form-urlencoded'
    expect((await post(form, 'outcome=refunded')).status).toBe(422)
    expect((await post(form, '')).status).toBe(422)
    expect((await post('multipart/form-data; boundary=x', '--y\r\nbroken')).status).toBeOneOf([400, 422])
    expect((await post('application/json', '{"outcome":"paid"}')).status).toBe(415)
    expect((await api.call('GET', `/v4/orders/${id}`, { token })).json.status).toBe('pending')
  })

  it('refuses an unsigned webhook', async () => {
    const res = await api.call('POST', '/webhooks/stripe', {
      body: { id: crypto.randomUUID(), outcome: 'paid', order_id: crypto.randomUUID() },
    })
    expect(res.status).toBe(400)
    expect(res.json.error.code).toBe('invalid_signature')
  })
})

describe('payment events', () => {
  it('a webhook delivered twice changes nothing the second time', async () => {
    const token = await buyer()
    const { id } = await order(token)
    const event = { id: 'evt_1', outcome: 'paid' as const, orderId: id }
    expect(await applyPaymentEvent(api.db, 'stripe', event)).toBe('applied')
    const first = (await api.call('GET', '/v3/user', { token })).json.subscription.current_period_end
    expect(await applyPaymentEvent(api.db, 'stripe', event)).toBe('duplicate')
    const me = (await api.call('GET', '/v3/user', { token })).json
    expect(me.subscription.current_period_end).toBe(first)
    expect(me.payments).toHaveLength(1)
  })

  it('a second purchase extends the running period', async () => {
    const token = await buyer()
    for (const eventId of ['evt_a', 'evt_b']) {
      const { id } = await order(token)
      await applyPaymentEvent(api.db, 'aliumpay', { id: eventId, outcome: 'paid', orderId: id })
    }
    const end = (await api.call('GET', '/v3/user', { token })).json.subscription.current_period_end
    expect((new Date(end).getTime() - Date.now()) / 86400_000).toBeGreaterThan(59.9)
  })
})

describe('promo code use limits', () => {
  let codes = 0
  async function limitedCode(maxUses: number) {
    const code = `LIMIT${++codes}X${maxUses}`
    await api.db.insert(promoCodes).values({ code, percentOff: 20, maxUses })
    return code
  }
  const uses = async (code: string) =>
    (await api.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.uses

  it('counts a code at most its limit when its orders are paid at the same time', async () => {
    const code = await limitedCode(1)
    // Every order is made while the code still has its use: the check at order time passes five times.
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => buyer()))
    const made = await Promise.all(buyers.map((token) => order(token, { plan_id: '1-month', promo_code: code })))
    expect(made.map((o) => o.amount)).toEqual([639, 639, 639, 639, 639])
    const results = await Promise.all(
      made.map((o, i) =>
        applyPaymentEvent(api.db, 'stripe', { id: `evt_limit_${code}_${i}`, outcome: 'paid', orderId: o.id }),
      ),
    )
    expect(results).toEqual(['applied', 'applied', 'applied', 'applied', 'applied'])
    expect(await uses(code)).toBe(1)
    const rows = await ordersOf(made)
    // Money was taken at the quoted price: every payment stands, the ones past the limit are marked.
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid'])
    expect(rows.filter((r) => !r.promoOverLimit)).toHaveLength(1)
    for (const token of buyers) expect((await api.call('GET', '/v3/user', { token })).json.access.type).toBe('premium')
  })

  it('keeps counting up to a higher limit under concurrency', async () => {
    const code = await limitedCode(3)
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buyer()))
    const made = await Promise.all(buyers.map((token) => order(token, { plan_id: '2-days', promo_code: code })))
    await Promise.all(
      made.map((o, i) =>
        applyPaymentEvent(api.db, 'aliumpay', { id: `evt_limit_${code}_${i}`, outcome: 'paid', orderId: o.id }),
      ),
    )
    expect(await uses(code)).toBe(3)
    const rows = await ordersOf(made)
    expect(rows.filter((r) => r.promoOverLimit)).toHaveLength(3)
  })

  it('does not send an order to pay a discount whose last use was paid for meanwhile', async () => {
    const code = await limitedCode(1)
    const [first, second] = [await buyer(), await buyer()]
    const paid = await order(first, { plan_id: '1-month', promo_code: code })
    const late = await order(second, { plan_id: '1-month', promo_code: code })
    await applyPaymentEvent(api.db, 'stripe', { id: `evt_late_${code}`, outcome: 'paid', orderId: paid.id })
    const checkout = await api.call('POST', '/v4/checkout/stripe', { token: second, body: { order_id: late.id } })
    expect(checkout.status).toBe(422)
    expect(checkout.json.error).toMatchObject({ code: 'promo_invalid', fields: { promo_code: 'promo_invalid' } })
    expect((await api.call('GET', `/v4/orders/${late.id}`, { token: second })).json.status).toBe('pending')
    // A code without a limit is never refused for its uses.
    const open = await order(second, { plan_id: '1-month', promo_code: 'WELCOME10' })
    expect((await api.call('POST', '/v4/checkout/stripe', { token: second, body: { order_id: open.id } })).status).toBe(
      200,
    )
  })
})

describe('cancelling', () => {
  it('stops renewal but keeps premium until the period ends', async () => {
    const token = await buyer()
    const { id } = await order(token)
    await payInSandbox(token, id, 'paid')
    expect((await api.call('DELETE', '/subscriptions/aliumpay', { token })).status).toBe(404)
    const res = await api.call('DELETE', '/subscriptions/stripe', { token })
    expect(res.json).toMatchObject({ is_canceled: true, gateway_key: 'stripe' })
    const me = (await api.call('GET', '/v3/user', { token })).json
    expect(me.access.type).toBe('premium')
    expect(me.subscription.is_canceled).toBe(true)
  })
})

describe('real gateway adapters verify their webhooks', () => {
  it('stripe: accepts a correctly signed event and refuses a forged one', async () => {
    const secret = 'whsec_test_secret_value'
    const stripe = new Stripe('sk_test_dummy')
    const gateway = stripeGateway({ secretKey: 'sk_test_dummy', webhookSecret: secret, client: stripe })
    const orderId = crypto.randomUUID()
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          metadata: { order_id: orderId },
          payment_status: 'paid',
          payment_intent: 'pi_1',
        },
      },
    })
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret })
    const ok = await gateway.parseWebhook(
      new Request('http://x/', { method: 'POST', body: payload, headers: { 'stripe-signature': header } }),
    )
    expect(ok).toEqual({ id: 'evt_test_1', outcome: 'paid', orderId, externalId: 'pi_1' })
    const forged = new Request('http://x/', {
      method: 'POST',
      body: payload.replace('paid', 'PAID'),
      headers: { 'stripe-signature': header },
    })
    await expect(gateway.parseWebhook(forged)).rejects.toMatchObject({ code: 'invalid_signature' })
  })

  it('aliumpay: checks the HMAC of the raw body', async () => {
    const gateway = aliumpayGateway({
      apiUrl: 'http://127.0.0.1:9/',
      apiKey: 'key-12345',
      secret: 'aliumpay-secret-1234',
      callbackUrl: 'http://x/',
    })
    const body = JSON.stringify({ event_id: 'a1', invoice_id: 'inv1', order_id: crypto.randomUUID(), status: 'paid' })
    const good = new Request('http://x/', {
      method: 'POST',
      body,
      headers: { [ALIUMPAY_SIGNATURE_HEADER]: hmacHex('aliumpay-secret-1234', body) },
    })
    expect(await gateway.parseWebhook(good)).toMatchObject({ id: 'a1', outcome: 'paid' })
    const bad = new Request('http://x/', {
      method: 'POST',
      body,
      headers: { [ALIUMPAY_SIGNATURE_HEADER]: hmacHex('wrong-secret-0000000', body) },
    })
    await expect(gateway.parseWebhook(bad)).rejects.toMatchObject({ code: 'invalid_signature' })
  })
})

it('production without gateway keys offers no sandbox', async () => {
  const { parseApiEnv } = await import('#api/env.ts')
  const app = createApi({ db: api.db, env: parseApiEnv({ SITE_ENV: 'PROD' }) })
  const token = await buyer()
  const { id } = await order(token)
  const res = await app.request('/v4/checkout/stripe', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: id }),
  })
  expect(res.status).toBe(404)
})
