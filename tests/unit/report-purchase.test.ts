import { beforeEach, describe, expect, it, vi } from 'vitest'

import { DEV_POSTBACK_SECRET, postbackSignatureValid } from '#contracts/purchase-postback.server.ts'

const { accountCall, cookies, token } = vi.hoisted(() => ({
  accountCall: vi.fn(),
  cookies: new Map<string, string>(),
  token: { value: 'session-token-for-tests' as string | undefined },
}))

// The server function's handler, called directly: Start's wrapper only adds transport and middleware.
vi.mock('@tanstack/react-start', () => {
  const builder = { validator: () => builder, middleware: () => builder, handler: (fn: unknown) => fn }
  return { createServerFn: () => builder }
})
vi.mock('@tanstack/react-start/server', () => ({ getCookie: (name: string) => cookies.get(name) }))
vi.mock('#app/lib/api/account-client.server.ts', () => ({ accountCall }))
vi.mock('#app/lib/auth/session.server.ts', () => ({ readSessionToken: () => token.value }))
vi.mock('#app/lib/api/same-site.middleware.ts', () => ({ sameSiteOnly: {} }))

const ORDER_ID = '5d3c8a4e-0b6f-4a53-9a34-2f7f1c0d9b11'
const order = (status: string) => ({
  id: ORDER_ID,
  plan_id: '1-month',
  amount: 799,
  currency: 'USD',
  promo_code: null,
  status,
})

async function reportPurchaseFn() {
  const { reportPurchaseFn: fn } = await import('#app/features/order/order.functions.ts')
  return (fn as unknown as (input: { data: { id: string } }) => Promise<{ reported: boolean }>)({
    data: { id: ORDER_ID },
  })
}

/** Answers like the API: the order lookup as given, postbacks and events accepted (or seen before). */
function api(lookup: [unknown, unknown], postback: unknown = { accepted: true }) {
  accountCall.mockImplementation(async (_schema: unknown, path: string) => {
    if (path === `/v4/orders/${ORDER_ID}`) return lookup
    if (path === '/affiliate-postback') return [postback, null]
    return [{ accepted: true }, null]
  })
}
const paths = () => accountCall.mock.calls.map(([, path]) => path)

beforeEach(() => {
  accountCall.mockReset()
  cookies.clear()
  cookies.set('fvp_a_aid', 'p42')
  token.value = 'session-token-for-tests'
})

describe('reportPurchaseFn', () => {
  it('reports the visitor’s own paid order with a signed postback, then the purchase event', async () => {
    api([order('paid'), null])
    expect(await reportPurchaseFn()).toEqual({ reported: true })
    expect(paths()).toEqual([`/v4/orders/${ORDER_ID}`, '/affiliate-postback', '/affiliate/event'])
    const [, , postback] = accountCall.mock.calls[1]!
    expect(postback.body).toEqual({ event: 'purchase', order_id: ORDER_ID, amount: '799', currency: 'USD', aid: 'p42' })
    const signature = {
      timestamp: postback.headers['x-postback-timestamp'],
      signature: postback.headers['x-postback-signature'],
    }
    expect(postbackSignatureValid(DEV_POSTBACK_SECRET, postback.body, signature)).toBe(true)
  })

  it('reports nothing for an order that is not paid, not the visitor’s, or without a session', async () => {
    api([order('pending'), null])
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    // The API answers another user's order as not found.
    api([null, { status: 404, code: 'not_found' }])
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    api([{ ...order('paid'), id: '00000000-0000-4000-8000-000000000000' }, null])
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    token.value = undefined
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    expect(paths().filter((path) => path !== `/v4/orders/${ORDER_ID}`)).toEqual([])
  })

  it('sends no second purchase event for an order the API has already recorded', async () => {
    api([order('paid'), null], { accepted: true, duplicate: true })
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    expect(paths()).toEqual([`/v4/orders/${ORDER_ID}`, '/affiliate-postback'])
  })

  it('reports nothing for a visitor who did not come through a partner', async () => {
    cookies.clear()
    api([order('paid'), null])
    expect(await reportPurchaseFn()).toEqual({ reported: false })
    expect(paths()).toEqual([`/v4/orders/${ORDER_ID}`])
  })
})
