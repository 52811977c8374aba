import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApi } from './harness'

let api: Awaited<ReturnType<typeof createTestApi>>
beforeAll(async () => {
  api = await createTestApi({ SUPPORT_INBOX: 'inbox@support.test' })
})
afterAll(() => api.close())

const message = 'My Premium does not show up in the Android app after paying by card.'

describe('contact form messages', () => {
  it('queues the message for the support inbox, with the sender and the text escaped', async () => {
    const sent = await api.call('POST', '/v1/support/messages', {
      body: { email: 'Buyer@Example.com', topic: 'billing', message: `${message} <script>x</script>`, locale: 'de' },
    })
    expect([sent.status, sent.json]).toEqual([202, { ok: true }])
    const [mail] = (await api.mails('inbox@support.test')).filter((m) => m.text.includes('Android app'))
    expect(mail?.subject).toBe('[billing] Website message from buyer@example.com')
    expect(mail?.text).toContain('Language: de')
    expect(mail?.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(mail?.html).not.toContain('<script>')
  })

  it('refuses incomplete messages field by field', async () => {
    const bad = await api.call('POST', '/v1/support/messages', {
      body: { email: 'not-an-address', topic: 'gossip', message: 'short' },
    })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.json.error)).toContain('email_invalid')
    expect(JSON.stringify(bad.json.error)).toContain('topic_required')
    expect(JSON.stringify(bad.json.error)).toContain('message_too_short')
  })

  it('limits how many messages one address sends per hour', async () => {
    const send = () =>
      api.call('POST', '/v1/support/messages', {
        body: { email: 'busy@example.com', topic: 'other', message },
        ip: '10.9.9.9',
      })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await send()).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})
