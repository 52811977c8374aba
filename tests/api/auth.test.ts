import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverI18n } from '#api/i18n/server-i18n.ts'
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

  it('refuses weak passwords with a field code, never echoing the password', async () => {
    const email = freshEmail()
    const cases: [string, string][] = [
      ['password1234', 'password_common'],
      ['Password1234!', 'password_common'],
      [' '.repeat(12), 'password_blank'],
      ['z'.repeat(12), 'password_repeated'],
      [email, 'password_contains_email'],
      [`${email.split('@')[0]!.toUpperCase()} is my name`, 'password_contains_email'],
    ]
    for (const [weak, code] of cases) {
      const res = await api.call('POST', '/register', { body: { email, password: weak } })
      expect(res.status, weak).toBe(422)
      expect(res.json.error, weak).toEqual({ code: 'validation_failed', fields: { password: code } })
      if (weak.trim()) expect(JSON.stringify(res.json)).not.toContain(weak.trim())
    }
    expect(await api.mails(email)).toEqual([])
    expect((await api.call('POST', '/login', { body: { email, password: 'password1234' } })).status).toBe(401)
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
})

describe('login throttling', () => {
  const fail = (email: string, ip: string) =>
    api.call('POST', '/login', { body: { email, password: 'wrong password!!' }, ip })
  const succeed = (email: string, ip: string) => api.call('POST', '/login', { body: { email, password }, ip })

  it('stops an address after 10 failures for one account, with 429 and Retry-After', async () => {
    const { email } = await register()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 12; i++) {
      const res = await fail(email, '192.0.2.10')
      statuses.push(res.status)
      retryAfter ??= res.headers.get('retry-after')
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // The stopped address cannot go on guessing with the right password either.
    expect((await succeed(email, '192.0.2.10')).status).toBe(429)
  })

  it('lets the owner log in from another address after a stranger’s failures', async () => {
    const { email } = await register()
    for (let i = 0; i < 12; i++) await fail(email, '192.0.2.20')
    expect((await fail(email, '192.0.2.20')).status).toBe(429)
    expect((await succeed(email, '198.51.100.20')).status).toBe(200)
    // A stranger spreading guesses over other addresses does not lock the owner out either.
    for (let i = 0; i < 10; i++) await fail(email, `192.0.2.${30 + i}`)
    expect((await succeed(email, '198.51.100.21')).status).toBe(200)
  })

  it('counts failures only: successful log-ins leave the count where it was', async () => {
    const { email } = await register()
    const ip = '192.0.2.50'
    for (let i = 0; i < 9; i++) expect((await fail(email, ip)).status).toBe(401)
    for (let i = 0; i < 5; i++) expect((await succeed(email, ip)).status).toBe(200)
    expect((await fail(email, ip)).status).toBe(401)
    expect((await fail(email, ip)).status).toBe(429)
  })

  it('counts attempts that run at the same time exactly', async () => {
    const { email } = await register()
    const answers = await Promise.all(Array.from({ length: 16 }, () => fail(email, '192.0.2.60')))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(6)
  })

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const { email } = await register()
    for (let i = 1; i <= 10; i++) expect((await fail(email, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(401)
    expect((await fail(email, '2001:db8:5:6:ffff::1')).status).toBe(429)
    expect((await fail(email, '2001:db8:5:7::1')).status).toBe(401)
    expect((await succeed(email, '2001:db8:5:7::2')).status).toBe(200)
  })

  it('counts an IPv4-mapped IPv6 peer as its IPv4 address', async () => {
    const { email } = await register()
    for (let i = 0; i < 10; i++) await fail(email, '192.0.2.70')
    expect((await fail(email, '::ffff:192.0.2.70')).status).toBe(429)
  })

  it('stops one address failing across many accounts after 50 failures', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) statuses.push((await fail(`nobody${i}@example.org`, '192.0.2.80')).status)
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
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

  it('beyond 5 requests an hour answers the same but sends nothing and keeps the last link working', async () => {
    const { email } = await register()
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/forgot', { body: { email } })).status).toBe(202)
    const links = (await api.mailLinks(email)).filter((l) => l.includes('/reset/'))
    expect(links).toHaveLength(5)
    const unknown = await api.call('POST', '/forgot', { body: { email: 'ghost2@example.org' } })
    for (let i = 0; i < 3; i++) {
      const res = await api.call('POST', '/forgot', { body: { email } })
      expect(res.status).toBe(202)
      expect(res.json).toEqual(unknown.json)
    }
    expect((await api.mailLinks(email)).filter((l) => l.includes('/reset/'))).toEqual(links)
    const reset = await api.call('POST', '/user/password/reset', {
      token: api.tokenFrom(links.at(-1)!),
      body: { password: 'a brand new passphrase' },
    })
    expect(reset.status).toBe(204)
  })

  it('refuses a weak new password without spending the link', async () => {
    const { email } = await register()
    await api.call('POST', '/forgot', { body: { email } })
    const resetToken = api.tokenFrom((await api.mailLinks(email)).find((l) => l.includes('/reset/'))!)
    for (const [weak, code] of [
      ['password1234', 'password_common'],
      [`${email} again`, 'password_contains_email'],
      [' '.repeat(14), 'password_blank'],
    ] as const) {
      const res = await api.call('POST', '/user/password/reset', { token: resetToken, body: { password: weak } })
      expect(res.status, weak).toBe(422)
      expect(res.json.error).toEqual({ code: 'validation_failed', fields: { password: code } })
      if (weak.trim()) expect(JSON.stringify(res.json)).not.toContain(weak.trim())
    }
    const good = { password: 'a brand new passphrase' }
    expect((await api.call('POST', '/user/password/reset', { token: resetToken, body: good })).status).toBe(204)
  })

  it('tells the owner in the account’s language, once the password is reset', async () => {
    const { email } = await register()
    await api.call('POST', '/forgot', { body: { email, locale: 'fr' } })
    const resetToken = api.tokenFrom((await api.mailLinks(email)).find((l) => l.includes('/reset/'))!)
    const newPassword = 'a brand new passphrase'
    await api.call('POST', '/user/password/reset', { token: resetToken, body: { password: newPassword } })
    const notice = (await api.mails(email)).at(-1)!
    expect(notice.subject).toBe(serverI18n('de')._('Your Planet VPN password was changed'))
    expect(notice.subject).not.toBe('Your Planet VPN password was changed')
    expect(notice.html).toMatch(/^<!doctype html><html lang="de" dir="ltr">/)
    expect(notice.text).toContain('http://site.test/de/forgot-password/')
    for (const secret of [resetToken, newPassword, email]) {
      expect(notice.text).not.toContain(secret)
      expect(notice.html).not.toContain(secret)
    }
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

  it('refuses a weak new password under the new_password field', async () => {
    const { email, token } = await register()
    const local = email.split('@')[0]!
    for (const [weak, code] of [
      ['password1234', 'password_common'],
      [`${local}-${local}-2024`, 'password_contains_email'],
      ['7'.repeat(12), 'password_repeated'],
    ] as const) {
      const res = await api.call('POST', '/user/password/change', {
        token,
        body: { current_password: password, new_password: weak },
      })
      expect(res.status, weak).toBe(422)
      expect(res.json.error).toEqual({ code: 'validation_failed', fields: { new_password: code } })
      expect(JSON.stringify(res.json)).not.toContain(weak)
    }
    expect((await api.call('POST', '/login', { body: { email, password } })).status).toBe(200)
  })

  it('tells the owner by e-mail in the account’s language, with the way back and no secrets', async () => {
    const res = await api.call('POST', '/register', {
      body: { email: 'notice.ar@example.org', password, locale: 'ar' },
    })
    const newPassword = 'another long password'
    expect(
      (
        await api.call('POST', '/user/password/change', {
          token: res.json.token,
          body: { current_password: password, new_password: newPassword },
        })
      ).status,
    ).toBe(204)
    const mails = await api.mails('notice.ar@example.org')
    expect(mails).toHaveLength(2)
    const notice = mails.at(-1)!
    expect(notice.subject).toBe(serverI18n('ar')._('Your Planet VPN password was changed'))
    expect(notice.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
    expect(notice.text).toContain('http://site.test/ar/forgot-password/')
    expect(notice.text).not.toContain(newPassword)
    expect(notice.text).not.toContain(res.json.token)
  })

  it('sends no notice when the change is refused', async () => {
    const { email, token } = await register()
    await api.call('POST', '/user/password/change', {
      token,
      body: { current_password: 'not it at all', new_password: 'another long password' },
    })
    expect((await api.mails(email)).map((m) => m.subject)).toEqual([
      serverI18n('de')._('Confirm your e-mail address for Planet VPN'),
    ])
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
