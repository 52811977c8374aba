import { desc } from 'drizzle-orm'
import { Hono } from 'hono'

import { mailOutbox } from '../db/schema.ts'
import type { ApiContext } from './context.ts'
import { ApiError } from '../http/errors.ts'
import { escapeHtml } from '../http/html.ts'

/** Development mailbox: the latest e-mails with their links, so local sign-ups can be confirmed. */
export function devRoutes({ db, devTools }: ApiContext) {
  const app = new Hono()
  app.get('/dev/mailbox', async (c) => {
    // Reset links open accounts: only for a local host (see local-host.ts).
    if (!devTools(c)) throw new ApiError(404, 'not_found')
    const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50)
    const rows = mails
      .map((m) => {
        const links = [...m.text.matchAll(/https?:\/\/\S+/g)].map(
          (l) => `<a href="${escapeHtml(l[0])}">${escapeHtml(l[0])}</a>`,
        )
        // Where the mail is: delivered, or still queued after failed attempts (SMTP down).
        const delivery = m.sentAt
          ? `sent ${m.sentAt.toISOString()}`
          : m.attempts
            ? `queued, ${m.attempts} failed attempt(s): ${m.lastError ?? ''}`
            : 'queued'
        return `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td>${links.join('<br>')}</td><td>${escapeHtml(delivery)}</td></tr>`
      })
      .join('')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    c.header('Cache-Control', 'no-store')
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:start;vertical-align:top}</style></head><body><main><h1>Development mailbox</h1><p>Not available in production.</p><table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Links</th><th>Delivery</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
    )
  })
  return app
}
