import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export interface MailTransport {
  send(mail: Mail & { id: string }): Promise<void>
}

/** Queues an e-mail in the database; the worker delivers it. Inside a transaction, both commit together. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail)
}

/** Delivers what is due; a failure is retried with exponential back-off (1 min … 1 h), never dropped. */
export async function deliverPending(db: Db, transport: MailTransport, batch = 20): Promise<number> {
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch)
  let sent = 0
  for (const mail of due) {
    try {
      await transport.send(mail)
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id))
      sent++
    } catch (error) {
      const delay = Math.min(3600, 60 * 2 ** mail.attempts)
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(mailOutbox.id, mail.id))
    }
  }
  return sent
}

/** Runs the delivery loop until stopped. */
export function startOutboxWorker(db: Db, transport: MailTransport, intervalMs = 2000): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    deliverPending(db, transport)
      .catch((error: unknown) => console.error('mail outbox:', error))
      .finally(() => (running = false))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
