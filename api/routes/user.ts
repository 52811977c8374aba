import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'

import { requireSession, type AuthVariables } from '../auth/session.ts'
import type { UserInfo } from '#contracts/auth.ts'
import type { Db } from '../db/client.ts'
import { payments, subscriptions, type users } from '../db/schema.ts'
import type { ApiContext } from './context.ts'

/** Premium while the paid period runs; a cancelled subscription keeps access until its end. */
export async function userInfo(db: Db, user: typeof users.$inferSelect): Promise<UserInfo> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1)
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.paidAt))
    .limit(50)
  const premium = subscription !== undefined && subscription.currentPeriodEnd.getTime() > Date.now()
  return {
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    locale: user.locale,
    access: { type: premium ? 'premium' : 'public' },
    subscription: subscription
      ? {
          is_canceled: subscription.isCanceled,
          gateway_key: subscription.gatewayKey,
          current_period_end: subscription.currentPeriodEnd.toISOString(),
        }
      : null,
    payments: paid.map((p) => ({
      id: p.id,
      amount: p.amountMinor,
      currency: p.currency,
      paid_at: p.paidAt.toISOString(),
    })),
    allow_config_page: user.allowConfigPage,
  }
}

/** `GET /v3/user`: what the site shows in the cabinet and uses for the route guard. */
export function userRoutes({ db }: ApiContext) {
  const app = new Hono<{ Variables: AuthVariables }>()
  app.get('/v3/user', requireSession(db), async (c) => c.json(await userInfo(db, c.get('user'))))
  return app
}
