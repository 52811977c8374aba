import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OPEN_REDIRECT_ATTACKS, staysOnSite } from '../fixtures/open-redirects'
import { createTestApi } from './harness'

/**
 * Payment return URLs: where the gateway (here the sandbox checkout, which goes through the same
 * code as Stripe's success/cancel URLs) sends the buyer back. They are built from SITE_URL and the
 * order's locale; no header or body the buyer controls can point them at another host.
 */
const SITE = 'https://site.example'
const API = 'https://api.site.example'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi({ SITE_URL: SITE, API_PUBLIC_URL: API, SITE_ORIGINS: SITE })
})
afterAll(() => api.close())

let n = 0
async function buyer(locale?: string) {
  const body = { email: `ret${++n}@example.org`, password: 'long enough password', ...(locale ? { locale } : {}) }
  const res = await api.call('POST', '/register', { body })
  return res.json?.token as string | undefined
}

/** Order with hostile locale and host headers, check out, press the sandbox button; where does it go? */
async function returnUrls(attack: string) {
  const token = await buyer()
  const headers = { 'x-locale': attack, 'x-website': attack, 'x-forwarded-host': attack }
  const created = await api.call('POST', '/v4/orders', { token, body: { plan_id: '1-month' }, headers })
  expect(created.status).toBe(201)
  const checkout = await api.call('POST', '/v4/checkout/stripe', {
    token,
    body: { order_id: created.json.id },
    headers,
  })
  expect(checkout.status).toBe(200)
  const link = new URL(checkout.json.redirect_url)
  const locations: string[] = [checkout.json.redirect_url]
  for (const outcome of ['failed', 'pending', 'paid']) {
    const done = await api.call('POST', link.pathname + link.search, {
      rawBody: `outcome=${outcome}&return=${encodeURIComponent(attack)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
    expect(done.status).toBe(303)
    locations.push(done.headers.get('location') ?? '')
  }
  return locations
}

describe('payment return URLs stay on the site', () => {
  it.each(OPEN_REDIRECT_ATTACKS.filter((_, i) => i % 3 === 0))(
    'with %j in the locale and host headers',
    async (attack) => {
      const [checkout, ...results] = await returnUrls(attack)
      expect(checkout!.startsWith(`${API}/sandbox/checkout/stripe/`)).toBe(true)
      for (const location of results) {
        expect(staysOnSite(location, SITE), location).toBe(true)
        expect(location).toMatch(new RegExp(`^${SITE}/payment/(success|failed|pending)/\\?order=[0-9a-f-]{36}$`))
      }
    },
  )

  it('a locale from the sign-up body is a known code or refused', async () => {
    expect(await buyer('//evil.example')).toBeUndefined()
    const [, , , paid] = await returnUrls('de')
    expect(paid).toMatch(new RegExp(`^${SITE}/de/payment/success/`))
  })
})
