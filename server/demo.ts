import { eq } from 'drizzle-orm'

import { hashPassword } from './auth/passwords.ts'
import type { Db } from './db/client.ts'
import { users } from './db/schema.ts'

export const DEMO_EMAIL = 'demo@planet-vpn.local'
export const DEMO_PASSWORD = 'planet-demo-password'

/**
 * A confirmed demo account for trying the site locally, with the configuration page switched on.
 * Never created in production.
 */
export async function ensureDemoUser(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL)).limit(1)
  if (existing) return
  await db
    .insert(users)
    .values({
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailConfirmedAt: new Date(),
      allowConfigPage: true,
    })
    .onConflictDoNothing()
}
