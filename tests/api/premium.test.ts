import { createHmac } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { users } from '#api/db/schema.ts'
import { applyPaymentEvent } from '#api/payments/fulfil.ts'
import { createTestApi } from './harness'

const ZENDESK_SECRET = 'zendesk-shared-secret-for-tests'
let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi({ ZENDESK_JWT_SECRET: ZENDESK_SECRET })
})
afterAll(() => api.close())

let n = 0
/** A new account; `premium` pays an order, `configPage` sets the server flag `allow_config_page`. */
async function account(premium: boolean, { configPage = premium } = {}) {
  const email = `p${++n}@example.org`
  const token = (await api.call('POST', '/register', { body: { email, password: 'long enough password' } })).json
    .token as string
  if (premium) {
    const order = (await api.call('POST', '/v4/orders', { token, body: { plan_id: '2-days' } })).json
    await applyPaymentEvent(api.db, 'stripe', { id: `evt-${email}`, outcome: 'paid', orderId: order.id })
  }
  if (configPage) await api.db.update(users).set({ allowConfigPage: true }).where(eq(users.email, email))
  return { email, token }
}

describe('premium client configurations', () => {
  it('gives premium users a complete client config for a location', async () => {
    const { token } = await account(true)
    const pools = (await api.call('GET', '/nodes-pools?tier=premium')).json
    const nodeId = pools[0].locations[0].id
    const res = await api.app.request(`/v2/connection/config/premium?node_id=${nodeId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="planet-vpn-[a-z]{2}-\d+\.conf"/)
    const text = await res.text()
    expect(text).toMatch(/^\[Interface\]\nPrivateKey = [A-Za-z0-9+/]{43}=\n/)
    expect(text).toMatch(/\[Peer\]\nPublicKey = [A-Za-z0-9+/]{43}=\n/)
    expect(text).toMatch(/Endpoint = .+:51820/)
  })

  it('gives an OpenVPN profile with the CA inline and no secret of the user', async () => {
    const { token } = await account(true)
    const pools = (await api.call('GET', '/nodes-pools?tier=premium')).json
    const nodeId = pools[0].locations[0].id
    const res = await api.app.request(`/v2/connection/config/premium?node_id=${nodeId}&protocol=openvpn`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="planet-vpn-[a-z]{2}-\d+\.ovpn"/)
    const text = await res.text()
    expect(text).toMatch(/^client$/m)
    expect(text).toMatch(/^remote \S+ 1194$/m)
    expect(text).toMatch(/^auth-user-pass$/m)
    expect(text).toMatch(/<ca>\n-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n<\/ca>/)
    expect(text).not.toMatch(/PRIVATE KEY|PrivateKey/)
    const bad = await api.call('GET', `/v2/connection/config/premium?node_id=${nodeId}&protocol=pptp`, { token })
    expect([bad.status, JSON.stringify(bad.json.error)]).toEqual([422, expect.stringContaining('protocol_unavailable')])
  })

  it('refuses free accounts, anonymous callers and unknown nodes', async () => {
    const { token } = await account(false)
    expect((await api.call('GET', '/v2/connection/config/premium?node_id=1', { token })).json.error.code).toBe(
      'premium_required',
    )
    expect((await api.call('GET', '/v2/connection/config/premium?node_id=1')).status).toBe(401)
    const premium = await account(true)
    expect(
      (await api.call('GET', '/v2/connection/config/premium?node_id=999999', { token: premium.token })).status,
    ).toBe(404)
    expect((await api.call('GET', '/v2/connection/config/premium?node_id=abc', { token: premium.token })).status).toBe(
      422,
    )
  })

  it('refuses a Premium account without allow_config_page, in every protocol', async () => {
    const { token } = await account(true, { configPage: false })
    expect((await api.call('GET', '/v3/user', { token })).json).toMatchObject({
      access: { type: 'premium' },
      allow_config_page: false,
    })
    const pools = (await api.call('GET', '/nodes-pools?tier=premium')).json
    const nodeId = pools[0].locations[0].id
    for (const protocol of ['wireguard', 'openvpn']) {
      const res = await api.app.request(`/v2/connection/config/premium?node_id=${nodeId}&protocol=${protocol}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(403)
      expect(res.headers.get('content-disposition')).toBeNull()
      expect((await res.json()).error.code).toBe('config_not_allowed')
    }
  })
})

describe('action key: the app hands a signed-in user to the site', () => {
  it('exchanges a fresh key once for a new session of the same user', async () => {
    const { email, token } = await account(false)
    const { key } = (await api.call('POST', '/v4/action-key', { token })).json
    const exchanged = await api.call('POST', '/v4/action-key/exchange', { body: { key } })
    expect(exchanged.status).toBe(200)
    expect(exchanged.json.token).not.toBe(token)
    expect((await api.call('GET', '/v3/user', { token: exchanged.json.token })).json.email).toBe(email)
    expect((await api.call('POST', '/v4/action-key/exchange', { body: { key } })).status).toBe(401)
    expect(
      (await api.call('POST', '/v4/action-key/exchange', { body: { key: 'made-up-key-made-up-key' } })).status,
    ).toBe(401)
  })
})

describe('support-desk single sign-on', () => {
  it('signs an HS256 JWT with name, e-mail, external id, iat and jti', async () => {
    const { email, token } = await account(false)
    const res = await api.call('POST', '/v1/token/jwt-zendesk', { token, headers: { 'x-platform-key': 'site' } })
    const [header, payload, signature] = (res.json.jwt as string).split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    expect(claims).toMatchObject({ email, name: email.split('@')[0] })
    expect(claims.external_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(5)
    expect(createHmac('sha256', ZENDESK_SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature)
  })

  it('needs the site platform key and a session', async () => {
    const { token } = await account(false)
    expect((await api.call('POST', '/v1/token/jwt-zendesk', { token })).status).toBe(403)
    expect((await api.call('POST', '/v1/token/jwt-zendesk', { headers: { 'x-platform-key': 'site' } })).status).toBe(
      401,
    )
  })
})
