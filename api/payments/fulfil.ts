import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { orders, payments, plans, promoCodes, subscriptions, webhookEvents, type GatewayKey } from '../db/schema.ts'
import type { PaymentEvent } from './gateway.ts'

/**
 * Applies a verified payment event in one transaction: the event is recorded first, so a delivery
 * seen before changes nothing. A paid order adds its plan's days to the premium period (from its
 * end if still running), records the payment, counts its promo code's use and re-activates a
 * cancelled subscription.
 */
export type OnPaid = (tx: Db, paid: { order: typeof orders.$inferSelect; currentPeriodEnd: Date }) => Promise<void>

export async function applyPaymentEvent(
  db: Db,
  gateway: GatewayKey,
  event: PaymentEvent,
  onPaid?: OnPaid,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ gateway, eventId: event.id })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId })
    if (fresh.length === 0) return 'duplicate'
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update').limit(1)
    if (!order || order.status === 'paid' || event.outcome === 'pending') return 'ignored'
    if (event.outcome === 'failed') {
      await tx.update(orders).set({ status: 'failed', gateway }).where(eq(orders.id, order.id))
      return 'applied'
    }
    const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId)).limit(1)
    if (!plan) return 'ignored'
    const promoOverLimit = order.promoCode ? !(await countPromoUse(tx, order.promoCode)) : false
    await tx
      .update(orders)
      .set({ status: 'paid', gateway, paidAt: sql`now()`, promoOverLimit })
      .where(eq(orders.id, order.id))
    await tx.insert(payments).values({
      orderId: order.id,
      userId: order.userId,
      gateway,
      amountMinor: order.amountMinor,
      currency: order.currency,
      externalId: event.externalId,
    })
    const period = sql`make_interval(days => ${plan.periodDays})`
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: order.userId,
        gatewayKey: gateway,
        currentPeriodEnd: sql`now() + ${period}`,
        externalId: event.externalId,
      })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          gatewayKey: gateway,
          currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, now()) + ${period}`,
          isCanceled: false,
          externalId: event.externalId ?? null,
          updatedAt: sql`now()`,
        },
      })
      .returning({ currentPeriodEnd: subscriptions.currentPeriodEnd })
    // The receipt is queued in the same transaction: no payment without its e-mail, and vice versa.
    await onPaid?.(tx, { order, currentPeriodEnd: subscription!.currentPeriodEnd })
    return 'applied'
  })
}

/**
 * Takes one use of a promo code if one is left, in a single conditional update: concurrent
 * payments queue on the row's lock and re-check `uses < max_uses` after the one before them, so
 * the count never passes the limit. False when none was left (decision 015: the payment stands).
 */
async function countPromoUse(tx: Db, code: string): Promise<boolean> {
  const counted = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.code, code), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))))
    .returning({ code: promoCodes.code })
  return counted.length > 0
}
