import { beforeEach, describe, expect, it, vi } from 'vitest'

import { configDownloadRefusal } from '#app/features/account/config-access.ts'

const { accountCall } = vi.hoisted(() => ({ accountCall: vi.fn() }))

// The server function's handler, called directly: Start's wrapper only adds transport.
vi.mock('@tanstack/react-start', () => {
  const builder = { validator: () => builder, middleware: () => builder, handler: (fn: unknown) => fn }
  return { createServerFn: () => builder }
})
vi.mock('#app/lib/api/account-client.server.ts', () => ({ accountCall }))
vi.mock('#app/lib/auth/session.server.ts', () => ({ readSessionToken: () => 'session-token-for-tests' }))

const user = (type: 'premium' | 'public', allow: boolean) => ({
  email: 'ana@example.org',
  email_confirmed: true,
  locale: 'en',
  access: { type },
  subscription: null,
  payments: [],
  allow_config_page: allow,
})

describe('who may download client configurations', () => {
  it('needs Premium and the server flag allow_config_page', () => {
    expect(configDownloadRefusal(user('premium', true))).toBeUndefined()
    expect(configDownloadRefusal(user('premium', false))).toEqual({ status: 403, code: 'config_not_allowed' })
    expect(configDownloadRefusal(user('public', true))).toEqual({ status: 403, code: 'premium_required' })
    expect(configDownloadRefusal(user('public', false))).toEqual({ status: 403, code: 'premium_required' })
  })
})

describe('configFileFn', () => {
  const data = { node_id: '7', protocol: 'wireguard' as const }
  const call = async () => {
    const { configFileFn } = await import('#app/features/account/cabinet.functions.ts')
    return (configFileFn as unknown as (input: { data: typeof data }) => Promise<unknown>)({ data })
  }

  beforeEach(() => accountCall.mockReset())

  it('refuses a Premium user without the flag before asking the API for a configuration', async () => {
    accountCall.mockImplementation(async (_schema: unknown, path: string) =>
      path === '/v3/user' ? [user('premium', false), null] : ['[Interface]', null],
    )
    expect(await call()).toEqual({ ok: false, error: { status: 403, code: 'config_not_allowed' } })
    expect(accountCall.mock.calls.map(([, path]) => path)).toEqual(['/v3/user'])
  })

  it('hands the file to a Premium user with the flag', async () => {
    accountCall.mockImplementation(async (_schema: unknown, path: string) =>
      path === '/v3/user' ? [user('premium', true), null] : ['[Interface]', null],
    )
    expect(await call()).toEqual({ ok: true, text: '[Interface]' })
    expect(accountCall.mock.calls.map(([, path]) => path)).toEqual(['/v3/user', '/v2/connection/config/premium'])
  })

  it('passes on a failed user lookup without asking for a configuration', async () => {
    accountCall.mockResolvedValue([null, { status: 503, code: 'unavailable' }])
    expect(await call()).toEqual({ ok: false, error: { status: 503, code: 'unavailable' } })
    expect(accountCall).toHaveBeenCalledTimes(1)
  })
})
