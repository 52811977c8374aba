import { createHash } from 'node:crypto'

import { lt, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { ApiError } from './errors.ts'

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string
  max: number
  windowSeconds: number
}

/** Counters are stored under a hash of what they count, so the table holds no address or e-mail in clear. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/**
 * Counts one hit against each limit in the database (so every API instance shares the counts) and
 * refuses with 429 and Retry-After when any limit is exceeded.
 */
export async function enforceLimits(db: Db, limits: Limit[]): Promise<void> {
  // Now and then, counters whose window ended a day ago are deleted: no address is kept longer.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
  for (const limit of limits) {
    const rows = await db
      .insert(rateLimits)
      .values({ key: storedKey(limit.key), windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds}) then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`,
      })
    const row = rows[0]
    if (row && row.count > limit.max) {
      throw new ApiError(429, 'rate_limited', { headers: { 'Retry-After': String(Math.max(1, row.retryAfter)) } })
    }
  }
}
