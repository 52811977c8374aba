import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOCALE_CODES } from '#contracts/locales.ts'
import { mailOutbox } from '#api/db/schema.ts'
import { fileTransport } from '#api/mail/file-transport.ts'
import { deliverPending, enqueueMail } from '#api/mail/outbox.ts'
import { smtpTransport } from '#api/mail/smtp-transport.ts'
import { passwordChangedMail } from '#api/mail/templates.ts'
import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(() => api.close())

const mail = (to: string) => ({ to, subject: 'Grüße from Planet VPN', text: 'Hello', html: '<p>Hello</p>' })

/** A real SMTP peer on loopback that records what it receives; it can be told to refuse. */
async function smtpPeer() {
  const received: string[] = []
  let refuse = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 try later'))
        received.push(data)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (value: boolean) => (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('mail outbox', () => {
  it('delivers over SMTP to a real peer', async () => {
    const peer = await smtpPeer()
    await enqueueMail(api.db, mail('smtp@example.org'))
    expect(await deliverPending(api.db, smtpTransport(peer.url, 'Planet VPN <no-reply@example.org>'))).toBe(1)
    expect(peer.received).toHaveLength(1)
    expect(peer.received[0]).toContain('To: smtp@example.org')
    await peer.close()
  })

  it('keeps a mail when SMTP fails and delivers it once SMTP is back', async () => {
    const peer = await smtpPeer()
    peer.refuse(true)
    await enqueueMail(api.db, mail('later@example.org'))
    const transport = smtpTransport(peer.url, 'no-reply@example.org')
    expect(await deliverPending(api.db, transport)).toBe(0)
    const [queued] = (await api.db.select().from(mailOutbox)).filter((m) => m.to === 'later@example.org')
    expect(queued).toMatchObject({ attempts: 1, sentAt: null })
    expect(queued!.lastError).toMatch(/451/)
    // Make the retry due now instead of in a minute.
    await api.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) })
    peer.refuse(false)
    expect(await deliverPending(api.db, transport)).toBe(1)
    expect(peer.received.some((m) => m.includes('To: later@example.org'))).toBe(true)
    await peer.close()
  })

  it('writes .eml files for local use', async () => {
    const dir = mkdtempSync(`${tmpdir()}/outbox-`)
    await enqueueMail(api.db, mail('file@example.org'))
    await api.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) })
    await deliverPending(api.db, fileTransport(dir, 'Planet VPN <no-reply@example.org>'))
    const files = readdirSync(dir)
    expect(files.length).toBeGreaterThan(0)
    const eml = files.map((f) => readFileSync(`${dir}/${f}`, 'utf8')).find((e) => e.includes('To: file@example.org'))
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Grüße from Planet VPN').toString('base64')}?=`)
  })
})

describe('development mailbox', () => {
  it('lists e-mails with their links, escaped', async () => {
    await api.call('POST', '/register', { body: { email: 'mailbox@example.org', password: 'long enough password' } })
    const res = await api.app.request('/dev/mailbox')
    const html = await res.text()
    expect(html).toContain('mailbox@example.org')
    expect(html).toMatch(/<a href="http:\/\/site\.test\/confirm\/\?token=[A-Za-z0-9_-]+">/)
  })

  it('does not exist in production', async () => {
    const prod = await createTestApi({ SITE_ENV: 'PROD' })
    expect((await prod.app.request('/dev/mailbox')).status).toBe(404)
    await prod.close()
  })
})

describe('password-change notice', () => {
  const changedAt = new Date('2026-05-12T14:05:00Z')
  const notice = (locale: string) =>
    passwordChangedMail(locale, 'owner@example.org', {
      changedAt,
      forgotUrl: `http://site.test/${locale}/forgot-password/`,
    })

  it('says when, that other sessions were signed out, and where to go if it was not the owner', () => {
    const mail = notice('en')
    expect(mail.subject).toBe('Your Planet VPN password was changed')
    expect(mail.text).toContain('May 12, 2026 at 2:05 PM (UTC)')
    expect(mail.text).toContain('every other device and browser signed in to your account was logged out')
    expect(mail.text).toContain('Reset your password: http://site.test/en/forgot-password/')
    expect(mail.html).toContain('<a href="http://site.test/en/forgot-password/">Reset your password</a>')
  })

  it('is translated in every locale and names no address', () => {
    for (const locale of LOCALE_CODES) {
      const mail = notice(locale)
      if (locale !== 'en') expect(mail.subject, locale).not.toBe('Your Planet VPN password was changed')
      expect(mail.text).toContain(`http://site.test/${locale}/forgot-password/`)
      expect(mail.text).not.toContain('owner@example.org')
      expect(mail.html).not.toContain('owner@example.org')
      expect(mail.to).toBe('owner@example.org')
    }
    expect(notice('de').text).toContain('12. Mai 2026')
    expect(notice('fa').html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/)
  })
})
