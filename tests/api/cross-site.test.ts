import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as schema from '#api/db/schema.ts'
import { testLabel } from '#app/features/tools/dns-leak.ts'
import { STATE_CHANGING_METHODS } from '#api/http/same-site.ts'
import { applyPaymentEvent } from '#api/payments/fulfil.ts'
import { DEV_POSTBACK_SECRET, postbackHeaders } from '#contracts/purchase-postback.server.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '#api/payments/sandbox.ts'
import { createTestApi } from './harness'

/**
 * Every state-changing API route refuses a browser request from another site (403
 * `cross_site_request`) and changes nothing; the same request from the site, the API's own
 * pages or a server without browser headers still works. The route list is checked against the
 * routes the app registers, so a new route cannot be left out.
 */
const SANDBOX_SECRET = 'sandbox-secret-for-cross-site-tests'
const ZENDESK_JWT_SECRET = 'zendesk-secret-for-cross-site-tests'
const SITE_ORIGIN = 'http://localhost:3000'
const STATUS_ADMIN_TOKEN = 'status-admin-token-for-cross-site-tests'
const API_ORIGIN = 'http://site.test'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi({
    SANDBOX_SECRET,
    ZENDESK_JWT_SECRET,
    STATUS_ADMIN_TOKEN,
    SITE_ORIGINS: `${SITE_ORIGIN}, https://www.site.test/`,
  })
})
afterAll(() => api.close())

interface Call {
  path: string
  token?: string
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
}

let n = 0
const password = 'long enough password'
const dnsLabel = () => testLabel((bytes) => crypto.getRandomValues(bytes))
const newEmail = () => `xs${++n}-${Date.now()}@example.org`

async function account(options: { premiumVia?: 'stripe' | 'aliumpay' } = {}) {
  const email = newEmail()
  const res = await api.call('POST', '/register', { body: { email, password } })
  expect(res.status).toBe(201)
  const token = res.json.token as string
  if (options.premiumVia) {
    const { id } = await order(token)
    await applyPaymentEvent(api.db, options.premiumVia, { id: `evt-${email}`, outcome: 'paid', orderId: id })
  }
  return { email, token }
}

async function order(token: string): Promise<{ id: string }> {
  const res = await api.call('POST', '/v4/orders', { token, body: { plan_id: '1-month', currency: 'USD' } })
  expect(res.status).toBe(201)
  return res.json
}

const mailToken = async (email: string, path: string) =>
  api.tokenFrom((await api.mailLinks(email)).filter((link) => new URL(link).pathname.endsWith(path)).at(-1)!)

/** A valid call for each state-changing route, and whether the call changes stored data. */
const ROUTES: Record<string, { prepare: () => Promise<Call>; changes: boolean }> = {
  'POST /register': {
    changes: true,
    prepare: async () => ({ path: '/register', body: { email: newEmail(), password } }),
  },
  'POST /login': {
    changes: true,
    prepare: async () => ({ path: '/login', body: { email: (await account()).email, password } }),
  },
  'POST /logout': { changes: true, prepare: async () => ({ path: '/logout', token: (await account()).token }) },
  'POST /token/check': {
    changes: false,
    prepare: async () => ({ path: '/token/check', token: (await account()).token }),
  },
  'POST /forgot': {
    changes: true,
    prepare: async () => ({ path: '/forgot', body: { email: (await account()).email } }),
  },
  'POST /user/password/reset': {
    changes: true,
    prepare: async () => {
      const { email } = await account()
      expect((await api.call('POST', '/forgot', { body: { email } })).status).toBeLessThan(300)
      return {
        path: '/user/password/reset',
        token: await mailToken(email, '/reset/'),
        body: { password: `${password}!` },
      }
    },
  },
  'POST /user/password/change': {
    changes: true,
    prepare: async () => ({
      path: '/user/password/change',
      token: (await account()).token,
      body: { current_password: password, new_password: `${password}?` },
    }),
  },
  'POST /user/confirm/send': {
    changes: true,
    prepare: async () => ({ path: '/user/confirm/send', token: (await account()).token }),
  },
  'POST /user/confirm': {
    changes: true,
    prepare: async () => ({ path: '/user/confirm', token: await mailToken((await account()).email, '/confirm/') }),
  },
  'POST /affiliate/event': {
    changes: true,
    prepare: async () => ({ path: '/affiliate/event', body: { event: 'visit', aid: 'p42' } }),
  },
  'POST /affiliate-postback': {
    changes: true,
    // The site's server reports a paid order, signed (decision 015).
    prepare: async () => {
      const { token } = await account()
      const { id } = await order(token)
      await applyPaymentEvent(api.db, 'stripe', { id: `evt-postback-${id}`, outcome: 'paid', orderId: id })
      const body = { event: 'purchase', order_id: id, amount: '799', currency: 'USD' }
      return { path: '/affiliate-postback', body, headers: postbackHeaders(DEV_POSTBACK_SECRET, body) }
    },
  },
  'POST /v4/orders': {
    changes: true,
    prepare: async () => ({ path: '/v4/orders', token: (await account()).token, body: { plan_id: '1-month' } }),
  },
  'POST /v4/checkout/:gateway': {
    changes: true,
    prepare: async () => {
      const { token } = await account()
      return { path: '/v4/checkout/stripe', token, body: { order_id: (await order(token)).id } }
    },
  },
  'POST /webhooks/:gateway': {
    changes: true,
    prepare: async () => {
      const { id } = await order((await account()).token)
      const rawBody = JSON.stringify({ id: crypto.randomUUID(), outcome: 'paid', order_id: id })
      return {
        path: '/webhooks/stripe',
        rawBody,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(SANDBOX_SECRET, rawBody),
        },
      }
    },
  },
  'POST /sandbox/checkout/:gateway/:orderId': {
    changes: true,
    prepare: async () => {
      const { token } = await account()
      const { id } = await order(token)
      const checkout = await api.call('POST', '/v4/checkout/aliumpay', { token, body: { order_id: id } })
      const url = new URL(checkout.json.redirect_url)
      return {
        path: url.pathname.replace(/^\/api/, '') + url.search,
        rawBody: 'outcome=paid',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }
    },
  },
  'DELETE /subscriptions/stripe': {
    changes: true,
    prepare: async () => ({ path: '/subscriptions/stripe', token: (await account({ premiumVia: 'stripe' })).token }),
  },
  'DELETE /subscriptions/aliumpay': {
    changes: true,
    prepare: async () => ({
      path: '/subscriptions/aliumpay',
      token: (await account({ premiumVia: 'aliumpay' })).token,
    }),
  },
  'POST /v4/action-key': {
    changes: true,
    prepare: async () => ({ path: '/v4/action-key', token: (await account()).token }),
  },
  'POST /v4/action-key/exchange': {
    changes: true,
    prepare: async () => {
      const key = (await api.call('POST', '/v4/action-key', { token: (await account()).token })).json.key
      return { path: '/v4/action-key/exchange', body: { key } }
    },
  },
  'POST /v1/token/jwt-zendesk': {
    changes: false,
    prepare: async () => ({
      path: '/v1/token/jwt-zendesk',
      token: (await account()).token,
      headers: { 'x-platform-key': 'site' },
    }),
  },
  'POST /v3/dns-check/labels': {
    changes: true,
    prepare: async () => ({ path: '/v3/dns-check/labels', body: { labels: [dnsLabel()] } }),
  },
  'POST /v3/dns-check/resolvers': {
    changes: false,
    prepare: async () => ({ path: '/v3/dns-check/resolvers', body: { labels: [dnsLabel()] } }),
  },
  'POST /admin/incidents': {
    changes: true,
    prepare: async () => ({
      path: '/admin/incidents',
      token: STATUS_ADMIN_TOKEN,
      body: { component: 'vpn', impact: 'degraded', summary: { en: 'Slow in Frankfurt.' } },
    }),
  },
  'PATCH /admin/incidents/:id': {
    changes: true,
    prepare: async () => {
      const created = await api.call('POST', '/admin/incidents', {
        token: STATUS_ADMIN_TOKEN,
        body: { component: 'payments', impact: 'outage', summary: { en: 'Card payments fail.' } },
      })
      const resolvedAt = new Date(Date.parse(created.json.started_at) + 60_000).toISOString()
      return {
        path: `/admin/incidents/${created.json.id}`,
        token: STATUS_ADMIN_TOKEN,
        body: { resolved_at: resolvedAt },
      }
    },
  },
  'POST /v1/support/messages': {
    changes: true,
    prepare: async () => ({
      path: '/v1/support/messages',
      body: { email: newEmail(), topic: 'billing', message: 'My Premium does not show up after paying by card.' },
    }),
  },
}

/** What browsers send from a page on another site (with and without Fetch Metadata), and look-alikes. */
const CROSS_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'cross-site', origin: SITE_ORIGIN },
  { origin: 'null' },
  { origin: 'http://localhost:3000.evil.example' },
  { origin: 'https://site.test' },
  { origin: 'http://site.test.evil.example' },
  { origin: 'http://localhost:3000/' },
  { origin: 'not a url' },
  { 'sec-fetch-site': 'same-site', origin: 'https://evil.site.test' },
]

/** Every row of every table: a refused request must leave all of them as they were. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {}
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue
    const rows = await api.db.select().from(table)
    dump[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return dump
}

const send = (method: string, call: Call, extra: Record<string, string>) =>
  api.call(method, call.path, { ...call, headers: { ...call.headers, ...extra } })

describe('state-changing API routes refuse cross-site browser requests', () => {
  it('covers every state-changing route the API registers', () => {
    const registered = new Set(
      api.app.routes
        .filter((route) => STATE_CHANGING_METHODS.has(route.method))
        .map((route) => `${route.method} ${route.path}`),
    )
    expect([...registered].sort()).toEqual(Object.keys(ROUTES).sort())
    // A route registered for every method would not show up above.
    expect(api.app.routes.filter((route) => route.method === 'ALL').map((route) => route.path)).toEqual(
      expect.arrayContaining(['/*']),
    )
    expect(api.app.routes.filter((route) => route.method === 'ALL' && route.path !== '/*')).toEqual([])
  })

  it.each(Object.entries(ROUTES))('%s', async (route, { prepare, changes }) => {
    const method = route.split(' ')[0]!
    const call = await prepare()
    for (const headers of CROSS_SITE) {
      const before = await snapshot()
      const res = await send(method, call, headers)
      expect([res.status, res.json?.error?.code], JSON.stringify(headers)).toEqual([403, 'cross_site_request'])
      expect(await snapshot(), JSON.stringify(headers)).toEqual(before)
    }
    // The same call from the site itself goes through (and does what it is for).
    const before = await snapshot()
    const res = await send(method, call, { 'sec-fetch-site': 'same-site', origin: SITE_ORIGIN })
    expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(200)
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(400)
    if (changes) expect(await snapshot()).not.toEqual(before)
  })
})

describe('requests that are not cross-site pass', () => {
  it('server-to-server calls without browser headers: a signed payment webhook, a postback', async () => {
    const webhook = await ROUTES['POST /webhooks/:gateway']!.prepare()
    const res = await send('POST', webhook, {})
    expect([res.status, res.json.received]).toEqual([200, true])
    expect(res.json.result).toBe('applied')
    expect((await send('POST', await ROUTES['POST /affiliate-postback']!.prepare(), {})).status).toBe(202)
  })

  it.each([
    ['a configured site origin', { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-site' }],
    ['another configured origin, written with a trailing slash in SITE_ORIGINS', { origin: 'https://www.site.test' }],
    ['the API public origin (its sandbox checkout page)', { origin: API_ORIGIN, 'sec-fetch-site': 'same-origin' }],
    ['the origin the request was sent to', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    ['a typed or bookmarked request', { 'sec-fetch-site': 'none' }],
    ['an upper-case origin of the site', { origin: 'HTTP://LOCALHOST:3000' }],
  ])('%s', async (_, headers) => {
    const sandbox = await ROUTES['POST /sandbox/checkout/:gateway/:orderId']!.prepare()
    const res = await send('POST', sandbox, headers)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^http:\/\/site\.test\/payment\/success\/\?order=/)
  })

  it('reads and preflights are not state changes', async () => {
    const read = await api.call('GET', '/plans?currency=USD', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(read.status).toBe(200)
    const preflight = await api.app.request('/login', {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
  })
})
