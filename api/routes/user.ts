import { desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'

import { bearerToken, hashToken } from '../auth/tokens.ts'
import { ApiError } from '../http/errors.ts'
import type { UserInfo } from '#contracts/auth.ts'
import type { Db } from '../db/client.ts'
import { payments, sessions, subscriptions, users } from '../db/schema.ts'
import type { ApiContext } from './context.ts'

/** Premium while the paid period runs; a cancelled subscription keeps access until its end. */
const isPremium = (periodEnd: Date | undefined) => periodEnd !== undefined && periodEnd.getTime() > Date.now()

export async function userInfo(db: Db, user: typeof users.$inferSelect): Promise<UserInfo> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1)
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.paidAt))
    .limit(50)
  return {
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    locale: user.locale,
    access: { type: isPremium(subscription?.currentPeriodEnd) ? 'premium' : 'public' },
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

/** What one statement returns for a live session: timestamps as JSON strings, parsed here. */
interface SessionUserRow {
  email: string
  email_confirmed: boolean
  locale: string
  allow_config_page: boolean
  subscription: { is_canceled: boolean; gateway_key: string; current_period_end: string } | null
  payments: { id: string; amount: number; currency: string; paid_at: string }[]
}

/**
 * `userInfo` for a session token in a single statement. The site asks for it on every signed-in
 * page render; with the embedded PGlite each statement runs on the site's own thread, so the
 * session check, the subscription and the payments are one round trip, not three. The session
 * rules are those of `requireSession` (not revoked, not expired).
 */
export async function sessionUserInfo(db: Db, token: string): Promise<UserInfo | undefined> {
  const result = await db.execute(sql`
    select json_build_object(
      'email', u.email,
      'email_confirmed', u.email_confirmed_at is not null,
      'locale', u.locale,
      'allow_config_page', u.allow_config_page,
      'subscription', (
        select json_build_object('is_canceled', s.is_canceled, 'gateway_key', s.gateway_key,
          'current_period_end', s.current_period_end)
        from ${subscriptions} s where s.user_id = u.id limit 1),
      'payments', coalesce((
        select json_agg(json_build_object('id', p.id, 'amount', p.amount_minor, 'currency', p.currency,
          'paid_at', p.paid_at) order by p.paid_at desc)
        from (select * from ${payments} where user_id = u.id order by paid_at desc limit 50) p), '[]'::json)
    ) as info
    from ${sessions} se join ${users} u on u.id = se.user_id
    where se.token_hash = ${hashToken(token)} and se.revoked_at is null and se.expires_at > now()
    limit 1`)
  const row = (result as unknown as { rows: { info: SessionUserRow | string }[] }).rows[0]
  if (!row) return undefined
  // node-postgres parses json columns; PGlite does too, but a driver that does not is not an error.
  const info: SessionUserRow = typeof row.info === 'string' ? JSON.parse(row.info) : row.info
  const periodEnd = info.subscription ? new Date(info.subscription.current_period_end) : undefined
  return {
    email: info.email,
    email_confirmed: info.email_confirmed,
    locale: info.locale,
    access: { type: isPremium(periodEnd) ? 'premium' : 'public' },
    subscription:
      info.subscription && periodEnd ? { ...info.subscription, current_period_end: periodEnd.toISOString() } : null,
    payments: info.payments.map((p) => ({ ...p, paid_at: new Date(p.paid_at).toISOString() })),
    allow_config_page: info.allow_config_page,
  }
}

/** `GET /v3/user`: what the site shows in the cabinet and uses for the route guard. */
export function userRoutes({ db }: ApiContext) {
  const app = new Hono()
  app.get('/v3/user', async (c) => {
    const token = bearerToken(c.req.header('authorization'))
    const info = token ? await sessionUserInfo(db, token) : undefined
    if (!info) throw new ApiError(401, 'unauthorized')
    return c.json(info)
  })
  return app
}
