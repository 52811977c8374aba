import { Hono } from 'hono'

import { ContactMessageSchema } from '#contracts/support.ts'
import { escapeHtml } from '../http/html.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { jsonBody } from '../http/validate.ts'
import { enqueueMail } from '../mail/outbox.ts'
import type { ApiContext } from './context.ts'

const HOUR = 3600

/** The contact form: a message goes to the support inbox through the mail outbox (retried, never lost). */
export function supportRoutes(ctx: ApiContext) {
  const { db, env } = ctx
  const app = new Hono()

  app.post('/v1/support/messages', async (c) => {
    await enforceLimits(db, [{ key: `contact:ip:${ctx.ip(c)}`, max: 5, windowSeconds: HOUR }])
    const input = await jsonBody(c, ContactMessageSchema)
    await enforceLimits(db, [{ key: `contact:email:${input.email}`, max: 5, windowSeconds: HOUR }])
    const facts = [`From: ${input.email}`, `Topic: ${input.topic}`, `Language: ${input.locale ?? 'en'}`]
    await enqueueMail(db, {
      to: env.SUPPORT_INBOX,
      subject: `[${input.topic}] Website message from ${input.email}`,
      text: [...facts, '', input.message].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif">${facts
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}<pre style="white-space:pre-wrap">${escapeHtml(input.message)}</pre></body></html>`,
    })
    return c.json({ ok: true }, 202)
  })

  return app
}
