import { createHash } from 'node:crypto'

import { eq, lt, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { rateKeyAddress } from './client-ip.ts'
import { ApiError } from './errors.ts'

export interface Limit {
  /**
   * What is counted, e.g. `login:ip:1.2.3.4`. Whatever follows the last `:ip:` is a client address
   * and is counted by its network (an IPv6 address by its /64, see `rateKeyAddress`).
   */
  key: string
  max: number
  windowSeconds: number
}

/** Where a counter stands after a hit. */
interface Count {
  count: number
  /** Seconds until the counter's window ends. */
  retryAfter: number
}

const IP_MARK = ':ip:'

/** The key with its client address replaced by the address's network. */
export function networkKey(key: string): string {
  const at = key.lastIndexOf(IP_MARK)
  if (at < 0) return key
  return key.slice(0, at + IP_MARK.length) + rateKeyAddress(key.slice(at + IP_MARK.length))
}

/** Counters are stored under a hash of what they count, so the table holds no address or e-mail in clear. */
const storedKey = (key: string) => createHash('sha256').update(networkKey(key)).digest('base64url')

/** Counts one hit (a new window when the last one ended) and answers where the counter stands. */
async function hit(db: Db, limit: Limit): Promise<Count> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds})`
  const rows = await db
    .insert(rateLimits)
    .values({ key: storedKey(limit.key), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`,
    })
  return rows[0] ?? { count: 0, retryAfter: 0 }
}

async function sweep(db: Db) {
  // Now and then, counters whose window ended a day ago are deleted: no address is kept longer.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
}

const tooMany = (count: Count) =>
  new ApiError(429, 'rate_limited', { headers: { 'Retry-After': String(Math.max(1, count.retryAfter)) } })

/**
 * Counts one hit against each limit in the database (so every API instance shares the counts) and
 * refuses with 429 and Retry-After when any limit is exceeded.
 */
export async function enforceLimits(db: Db, limits: Limit[]): Promise<void> {
  await sweep(db)
  for (const limit of limits) {
    const count = await hit(db, limit)
    if (count.count > limit.max) throw tooMany(count)
  }
}

/**
 * Counts one hit and answers whether it is still within the limit, without refusing: for
 * requests that are answered the same either way and only do less beyond the limit.
 */
export async function withinLimit(db: Db, limit: Limit): Promise<boolean> {
  await sweep(db)
  return (await hit(db, limit)).count <= limit.max
}

/**
 * Gives back the hits `enforceLimits` took, for attempts that turned out not to count (a log-in
 * with the right password). Taking the hit first and giving it back afterwards, rather than
 * counting only after a failure, keeps the limit exact when many attempts run at once: each one
 * is counted while it is checked.
 */
export async function releaseLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, storedKey(limit.key)))
  }
}
