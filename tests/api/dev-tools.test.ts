import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoUser, lockDemoUser } from '#api/demo.ts'
import { parseApiEnv } from '#api/env.ts'
import { createTestApi } from './harness'

/**
 * Developer tools hand out accounts (reset links in the mailbox) and Premium (the sandbox
 * checkout): they answer only a local host, and only when switched on.
 */
let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

async function sandboxLink(): Promise<string> {
  const registered = await api.call('POST', '/register', {
    body: { email: `dev-tools-${Date.now()}@example.org`, password: 'Tangerine-Orbit-Velvet-42' },
  })
  const token = registered.json.token as string
  const order = await api.call('POST', '/v4/orders', { token, body: { plan_id: '1-month', currency: 'USD' } })
  const checkout = await api.call('POST', '/v4/checkout/stripe', { token, body: { order_id: order.json.id } })
  const url = new URL(checkout.json.redirect_url as string)
  return url.pathname.replace(/^\/api/, '') + url.search
}

describe('on a local host', () => {
  it.each(['http://localhost', 'http://localhost:3000', 'http://ru.localhost:3000', 'http://127.0.0.1:3001'])(
    'serves the mailbox at %s',
    async (origin) => {
      expect((await api.app.request(`${origin}/dev/mailbox`)).status).toBe(200)
    },
  )

  it('follows the visitor host the site names when it calls over loopback', async () => {
    const ask = (website: string) =>
      api.app.request('http://127.0.0.1:3000/dev/mailbox', { headers: { 'x-website': website } })
    expect((await ask('localhost:3000')).status).toBe(200)
    expect((await ask('freevpnplanet.com')).status).toBe(404)
  })
})

describe('on any other host', () => {
  it.each([
    'http://freevpnplanet.com',
    'http://planet.example:8080',
    'http://localhost.evil.example',
    'http://10.0.0.5',
  ])('the mailbox at %s answers 404', async (origin) => {
    expect((await api.app.request(`${origin}/dev/mailbox`)).status).toBe(404)
  })

  it('a sandbox checkout answers 404 and pays nothing', async () => {
    const path = await sandboxLink()
    expect((await api.app.request(`http://freevpnplanet.com${path}`)).status).toBe(404)
    const paid = await api.app.request(`http://freevpnplanet.com${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '12' },
      body: 'outcome=paid',
    })
    expect(paid.status).toBe(404)
    // The same link works for the developer on localhost.
    expect((await api.app.request(path)).status).toBe(200)
  })
})

describe('the demo account', () => {
  const logIn = (origin: string, headers: Record<string, string> = {}) =>
    api.app.request(`${origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })

  it('logs in on a local host only', async () => {
    await ensureDemoUser(api.db)
    expect((await logIn('http://localhost:3000')).status).toBe(200)
    expect((await logIn('http://freevpnplanet.com')).status).toBe(401)
    // Through the site's own server, which names the visitor's host.
    expect((await logIn('http://127.0.0.1:3000', { 'x-website': 'freevpnplanet.com' })).status).toBe(401)
  })

  it('keeps no usable password once the tools are off, and gets it back when they are on again', async () => {
    await ensureDemoUser(api.db)
    await lockDemoUser(api.db)
    expect((await logIn('http://localhost:3000')).status).toBe(401)
    await ensureDemoUser(api.db)
    expect((await logIn('http://localhost:3000')).status).toBe(200)
  })
})

describe('switched off', () => {
  it('is off unless switched on, and always with SITE_ENV=PROD', () => {
    expect(parseApiEnv({}).DEV_TOOLS).toBe(false)
    expect(parseApiEnv({ DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true)
    expect(parseApiEnv({ DEV_TOOLS: 'true', SITE_ENV: 'PROD' }).DEV_TOOLS).toBe(false)
  })

  it('answers 404 even on localhost', async () => {
    const off = await createTestApi({ DEV_TOOLS: 'false' })
    try {
      expect((await off.app.request('http://localhost/dev/mailbox')).status).toBe(404)
    } finally {
      await off.close()
    }
  })
})
