import { sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'

/**
 * Stands in for the VPN servers' own reports on a developer's machine: every round each location's
 * load drifts by a few points (a new one starts between 20 and 60 %), and about one location in a
 * hundred goes into maintenance for a round, so the site's server list and status page show data
 * that moves. Production servers report themselves; this never runs there (DEV_TOOLS only).
 */
export async function reportSimulatedLoad(db: Db, random: () => number = Math.random): Promise<void> {
  const drift = Math.round(random() * 1e6)
  await db.execute(sql`
    update nodes set
      load = least(95, greatest(5, coalesce(load, 20 + (id * 7919 + ${drift}) % 41) + ((id * 31 + ${drift}) % 11) - 5)),
      status = case when (id * 17 + ${drift}) % 100 = 0 then 'maintenance' else 'online' end,
      reported_at = now()
  `)
}

export function startLoadReporter(db: Db, { intervalMs = 30_000 }: { intervalMs?: number } = {}): () => Promise<void> {
  let round: Promise<void> | undefined
  const run = () => {
    round ??= reportSimulatedLoad(db)
      .catch((error: unknown) => console.warn('load reporter:', error instanceof Error ? error.message : error))
      .finally(() => (round = undefined))
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await round
  }
}
