import { eq } from 'drizzle-orm'

import { hashPassword } from './auth/passwords.ts'
import type { Db } from './db/client.ts'
import { subscriptions, users } from './db/schema.ts'

export const DEMO_EMAIL = 'demo@planet-vpn.local'
export const DEMO_PASSWORD = 'planet-demo-password'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** Not a hash of any password: verifying against it always fails. */
const NO_PASSWORD = '!'

/**
 * A confirmed demo account for trying the site locally: Premium bought in the iOS app (so the
 * cabinet shows a store subscription) and the configuration page switched on. Never in production.
 */
export async function ensureDemoUser(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .limit(1)
  if (existing?.passwordHash === NO_PASSWORD) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, existing.id))
  }
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email: DEMO_EMAIL, passwordHash: await hashPassword(DEMO_PASSWORD), emailConfirmedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: users.id })
    )[0]?.id
  if (!userId) return
  await db.update(users).set({ allowConfigPage: true }).where(eq(users.id, userId))
  const periodEnd = new Date(Date.now() + YEAR_MS)
  await db
    .insert(subscriptions)
    .values({ userId, gatewayKey: 'ios', currentPeriodEnd: periodEnd })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { currentPeriodEnd: periodEnd, isCanceled: false } })
}

/** The demo account (if a database has one) can no longer be logged into with the published password. */
export async function lockDemoUser(db: Db): Promise<void> {
  await db.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.email, DEMO_EMAIL))
}
