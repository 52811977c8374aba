import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'

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

/** Back-off after a failed delivery: `baseSeconds`, doubled per attempt, at most `maxSeconds`. */
export interface RetryPolicy {
  baseSeconds: number
  maxSeconds: number
}

export const DEFAULT_RETRY: RetryPolicy = { baseSeconds: 60, maxSeconds: 3600 }

/**
 * How long a worker owns the mails it claimed. A worker that dies mid-send (or a server stopped
 * hard) leaves them due again after this, so a mail is never lost; at worst it is sent twice.
 */
const LEASE_SECONDS = 300

/** Queues an e-mail in the database; the worker delivers it. Inside a transaction, both commit together. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail)
}

/**
 * Claims what is due and delivers it; a failure is retried with exponential back-off, never
 * dropped. Claiming (`FOR UPDATE SKIP LOCKED`, then the lease) lets several API instances share
 * one outbox without sending a mail twice.
 */
export async function deliverPending(
  db: Db,
  transport: MailTransport,
  { batch = 20, retry = DEFAULT_RETRY }: { batch?: number; retry?: RetryPolicy } = {},
): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(mailOutbox.id, due))
    .returning()
  let sent = 0
  for (const mail of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    try {
      await transport.send(mail)
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id))
      sent++
    } catch (error) {
      const delay = Math.min(retry.maxSeconds, retry.baseSeconds * 2 ** mail.attempts)
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error)
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(mailOutbox.id, mail.id))
      // The id, not the address: logs carry no personal data.
      console.warn(
        `mail outbox: ${mail.id} not delivered (attempt ${mail.attempts + 1}), next try in ${delay} s: ${reason}`,
      )
    }
  }
  return sent
}

/** Runs the delivery loop; the function it returns stops it and waits for the round in progress. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  { intervalMs = 2000, retry = DEFAULT_RETRY }: { intervalMs?: number; retry?: RetryPolicy } = {},
): () => Promise<void> {
  let round: Promise<void> | undefined
  const timer = setInterval(() => {
    round ??= deliverPending(db, transport, { retry })
      .then(() => undefined)
      // The database may be restarting: the mails stay queued and the next round tries again.
      .catch((error: unknown) => console.error('mail outbox:', error instanceof Error ? error.message : error))
      .finally(() => (round = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await round
  }
}
