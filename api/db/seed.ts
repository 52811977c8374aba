import { generateKeyPairSync } from 'node:crypto'

import { isNull, sql } from 'drizzle-orm'

import type { Db } from './client.ts'
import { DEFAULT_REDIRECTS, NODES, PLANS, SAMPLE_INCIDENTS, SAMPLE_POPUPS, SAMPLE_PROMO_CODES } from './seed-data.ts'
import { incidents, nodes, planPrices, plans, popups, promoCodes, redirects } from './schema.ts'

function wireGuardPublicKey(): string {
  const { publicKey } = generateKeyPairSync('x25519')
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64')
}

/** Fills empty reference tables; running it again changes nothing. Samples only outside production. */
export async function seed(db: Db, { samples }: { samples: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(plans)
      .values(PLANS.map(({ id, periodDays, sort }) => ({ id, periodDays, sort })))
      .onConflictDoNothing()
    await tx
      .insert(planPrices)
      .values(
        PLANS.flatMap((plan) =>
          Object.entries(plan.prices).map(([currency, amountMinor]) => ({ planId: plan.id, currency, amountMinor })),
        ),
      )
      .onConflictDoNothing()
    await tx
      .insert(nodes)
      .values(NODES.map((node) => ({ ...node, wgPublicKey: wireGuardPublicKey() })))
      // A database seeded before locations had coordinates gets them; a place set since stays.
      .onConflictDoUpdate({
        target: nodes.hostname,
        set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
        setWhere: isNull(nodes.latitude),
      })
    await tx.insert(redirects).values(DEFAULT_REDIRECTS).onConflictDoNothing()
    if (!samples) return
    await tx.insert(promoCodes).values(SAMPLE_PROMO_CODES).onConflictDoNothing()
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(popups)
    if (count === 0) {
      await tx.insert(popups).values(
        SAMPLE_POPUPS.map(({ days, ...popup }) => ({
          ...popup,
          expiredAt: Math.floor(Date.now() / 1000) + days * 86400,
        })),
      )
    }
    const [{ incidentCount } = { incidentCount: 0 }] = await tx
      .select({ incidentCount: sql<number>`count(*)::int` })
      .from(incidents)
    if (incidentCount === 0) {
      const now = Date.now()
      await tx.insert(incidents).values(
        SAMPLE_INCIDENTS.map(({ daysAgo, minutes, ...incident }) => {
          const startedAt = new Date(now - daysAgo * 86_400_000)
          return { ...incident, startedAt, resolvedAt: new Date(startedAt.getTime() + minutes * 60_000) }
        }),
      )
    }
  })
}
