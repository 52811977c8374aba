import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

const password = 'correct horse battery'
let counter = 0
const freshEmail = () => `user${++counter}@example.org`

async function register(email = freshEmail()) {
  const res = await api.call('POST', '/register', { body: { email, password, locale: 'de' } })
  expect(res.status).toBe(201)
  return { email, token: res.json.token as string }
}

describe('register', () => {
  it('creates an account, signs it in and sends a confirmation link in its language', async () => {
    const { email, token } = await register('  New.User@Example.org ')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await api.call('GET', '/v3/user', { token })
    expect(me.json).toMatchObject({ email: 'new.user@example.org', email_confirmed: false, access: { type: 'public' } })
    const [link] = await api.mailLinks('new.user@example.org')
    expect(link).toMatch(/^http:\/\/site\.test\/de\/confirm\/\?token=/)
    expect(email).toContain('New.User')
  })

  it('refuses a taken address, whatever its case', async () => {
    const { email } = await register()
    const res = await api.call('POST', '/register', { body: { email: email.toUpperCase(), password } })
    expect(res.status).toBe(409)
    expect(res.json.error).toEqual({ code: 'email_taken', fields: { email: 'email_taken' } })
  })

  it('answers field errors for bad input, never a 5xx', async () => {
    const res = await api.call('POST', '/register', { body: { email: 'not-an-email', password: 'short' } })
    expect(res.status).toBe(422)
    expect(res.json.error.fields).toEqual({ email: 'email_invalid', password: 'password_too_short' })
    expect(
      (await api.call('POST', '/register', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400)
    expect(
      (await api.call('POST', '/register', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415)
    expect((await api.call('POST', '/register', { body: { email: ["' OR 1=1 --"], password: 42 } })).status).toBe(422)
    const huge = await api.call('POST', '/register', { body: { email: 'a@b.co', password: 'x'.repeat(100_000) } })
    expect(huge.status).toBe(413)
  })
})

describe('login, token check and logout', () => {
  it('signs in with the right password only, with the same answer for unknown accounts', async () => {
    const { email } = await register()
    const ok = await api.call('POST', '/login', { body: { email, password } })
    expect(ok.status).toBe(200)
    const wrong = await api.call('POST', '/login', { body: { email, password: 'wrong password!!' } })
    const unknown = await api.call('POST', '/login', { body: { email: 'nobody@example.org', password } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.json).toEqual(unknown.json)
  })

  it('checks and revokes a token', async () => {
    const { token } = await register()
    const check = await api.call('POST', '/token/check', { token })
    expect(check.status).toBe(200)
    expect(new Date(check.json.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000)
    expect((await api.call('POST', '/logout', { token })).status).toBe(204)
    expect((await api.call('POST', '/token/check', { token })).status).toBe(401)
    expect((await api.call('GET', '/v3/user', { token })).status).toBe(401)
    expect((await api.call('GET', '/v3/user')).status).toBe(401)
  })

  it('limits login attempts per address with 429 and Retry-After', async () => {
    const { email } = await register()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 12; i++) {
      const res = await api.call('POST', '/login', { body: { email, password: 'wrong password!!' } })
      statuses.push(res.status)
      retryAfter ??= res.headers.get('retry-after')
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})

describe('password reset', () => {
  it('answers the same for known and unknown addresses', async () => {
    const { email } = await register()
    const known = await api.call('POST', '/forgot', { body: { email } })
    const unknown = await api.call('POST', '/forgot', { body: { email: 'ghost@example.org' } })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(known.json).toEqual(unknown.json)
    expect(await api.mailLinks('ghost@example.org')).toEqual([])
  })

  it('sets a new password once, signing out every session', async () => {
    const { email, token: session } = await register()
    await api.call('POST', '/forgot', { body: { email, locale: 'fr' } })
    const link = (await api.mailLinks(email)).find((l) => l.includes('/reset/'))!
    expect(link).toMatch(/^http:\/\/site\.test\/fr\/reset\/\?token=/)
    const resetToken = api.tokenFrom(link)
    const newPassword = 'a brand new passphrase'
    expect(
      (await api.call('POST', '/user/password/reset', { token: resetToken, body: { password: newPassword } })).status,
    ).toBe(204)
    expect(
      (await api.call('POST', '/user/password/reset', { token: resetToken, body: { password: newPassword } })).status,
    ).toBe(401)
    expect((await api.call('POST', '/token/check', { token: session })).status).toBe(401)
    expect((await api.call('POST', '/login', { body: { email, password } })).status).toBe(401)
    expect((await api.call('POST', '/login', { body: { email, password: newPassword } })).status).toBe(200)
  })

  it('refuses a missing or made-up reset token', async () => {
    const body = { password: 'a brand new passphrase' }
    expect((await api.call('POST', '/user/password/reset', { body })).status).toBe(401)
    expect((await api.call('POST', '/user/password/reset', { body, token: 'x'.repeat(43) })).status).toBe(401)
  })
})

describe('password change', () => {
  it('needs the current password and signs out other sessions only', async () => {
    const { email, token } = await register()
    const other = (await api.call('POST', '/login', { body: { email, password } })).json.token
    const bad = await api.call('POST', '/user/password/change', {
      token,
      body: { current_password: 'not it at all', new_password: 'another long password' },
    })
    expect(bad.status).toBe(422)
    expect(bad.json.error.fields).toEqual({ current_password: 'wrong_password' })
    const ok = await api.call('POST', '/user/password/change', {
      token,
      body: { current_password: password, new_password: 'another long password' },
    })
    expect(ok.status).toBe(204)
    expect((await api.call('POST', '/token/check', { token })).status).toBe(200)
    expect((await api.call('POST', '/token/check', { token: other })).status).toBe(401)
  })
})

describe('e-mail confirmation', () => {
  it('confirms with the link, once', async () => {
    const { email, token } = await register()
    const confirmToken = api.tokenFrom((await api.mailLinks(email))[0]!)
    expect((await api.call('POST', '/user/confirm', { token: confirmToken })).status).toBe(200)
    expect((await api.call('POST', '/user/confirm', { token: confirmToken })).status).toBe(401)
    expect((await api.call('GET', '/v3/user', { token })).json.email_confirmed).toBe(true)
    expect((await api.call('POST', '/user/confirm/send', { token })).json.error.code).toBe('already_confirmed')
  })

  it('resends a link that replaces the previous one, at most 3 times an hour', async () => {
    const { email, token } = await register()
    expect((await api.call('POST', '/user/confirm/send', { token })).status).toBe(202)
    const links = await api.mailLinks(email)
    expect(links).toHaveLength(2)
    expect((await api.call('POST', '/user/confirm', { token: api.tokenFrom(links[0]!) })).status).toBe(401)
    await api.call('POST', '/user/confirm/send', { token })
    await api.call('POST', '/user/confirm/send', { token })
    expect((await api.call('POST', '/user/confirm/send', { token })).status).toBe(429)
    expect(
      (await api.call('POST', '/user/confirm', { token: api.tokenFrom((await api.mailLinks(email)).at(-1)!) })).status,
    ).toBe(200)
  })
})

it('answers unknown paths with a JSON 404', async () => {
  const res = await api.call('GET', '/nope')
  expect(res.status).toBe(404)
  expect(res.json).toEqual({ error: { code: 'not_found' } })
})

describe('e-mails in the user’s language', () => {
  it('follows x-locale when the body names no language', async () => {
    await api.call('POST', '/register', { body: { email: 'ru@example.org', password }, headers: { 'x-locale': 'ru' } })
    const [mail] = await api.mails('ru@example.org')
    expect(mail!.subject).toBe('Подтвердите адрес электронной почты для Planet VPN')
    expect(mail!.text).toContain('http://site.test/ru/confirm/?token=')
  })

  it('writes right-to-left HTML for Arabic and escapes nothing unsafe', async () => {
    await api.call('POST', '/register', { body: { email: 'ar@example.org', password, locale: 'ar' } })
    const [mail] = await api.mails('ar@example.org')
    expect(mail!.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
    expect(mail!.subject).not.toMatch(/Confirm/)
  })

  it('falls back to English for an unknown x-locale', async () => {
    await api.call('POST', '/forgot', { body: { email: 'ru@example.org' }, headers: { 'x-locale': 'xx' } })
    const reset = (await api.mails('ru@example.org')).at(-1)!
    expect(reset.subject).toBe('Reset your Planet VPN password')
    expect(reset.text).toContain('http://site.test/reset/?token=')
  })
})
