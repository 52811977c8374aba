import { randomUUID } from 'node:crypto'

import { and, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'

import { requireSession, type AuthVariables } from '../auth/session.ts'
import { LOCALE_CODES } from '#contracts/auth.ts'
import {
  CANCELLABLE_GATEWAYS,
  CHECKOUT_GATEWAYS,
  CheckoutSchema,
  CreateOrderSchema,
  SandboxOutcomeSchema,
  type Order,
} from '#contracts/commerce.ts'
import { orders, planPrices, subscriptions, users, type GatewayKey } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { enforceLimits } from '../http/rate-limit.ts'
import { formBody, jsonBody } from '../http/validate.ts'
import { applyPaymentEvent, type OnPaid } from '../payments/fulfil.ts'
import { usablePromo } from '../payments/usable-promo.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { receiptMail } from '../mail/templates.ts'
import type { Gateways } from '../payments/gateways.ts'
import { SANDBOX_SIGNATURE_HEADER, sandboxCheckoutSignatureValid, signSandboxEvent } from '../payments/sandbox.ts'
import { sandboxCheckoutPage } from '../payments/sandbox-page.ts'
import type { ApiContext } from './context.ts'

const orderJson = (o: typeof orders.$inferSelect): Order => ({
  id: o.id,
  plan_id: o.planId,
  amount: o.amountMinor,
  currency: o.currency,
  promo_code: o.promoCode,
  status: o.status,
})

const gatewayParam = (value: string) =>
  (CHECKOUT_GATEWAYS as readonly string[]).includes(value) ? (value as GatewayKey) : undefined

/** Orders, checkout, payment webhooks, the sandbox checkout page and subscription cancellation. */
export function commerceRoutes(
  ctx: ApiContext,
  { gateways, sandboxSecret }: { gateways: Gateways; sandboxSecret: string },
) {
  const { db } = ctx
  const app = new Hono<{ Variables: AuthVariables }>()
  const session = requireSession(db)

  const resultUrls = (locale: string, orderId: string) => {
    const link = (outcome: string) => ctx.sitePage(locale, `/payment/${outcome}/`, { order: orderId })
    return { success: link('success'), failed: link('failed'), pending: link('pending') }
  }

  const promoInvalid = () => new ApiError(422, 'promo_invalid', { fields: { promo_code: 'promo_invalid' } })

  app.post('/v4/orders', session, async (c) => {
    const user = c.get('user')
    await enforceLimits(db, [{ key: `orders:user:${user.id}`, max: 30, windowSeconds: 3600 }])
    const input = await jsonBody(c, CreateOrderSchema)
    const [price] = await db
      .select()
      .from(planPrices)
      .where(and(eq(planPrices.planId, input.plan_id), eq(planPrices.currency, input.currency)))
      .limit(1)
    if (!price) throw new ApiError(422, 'validation_failed', { fields: { plan_id: 'plan_invalid' } })
    let percentOff = 0
    if (input.promo_code) {
      const promo = await usablePromo(db, input.promo_code)
      if (!promo) throw promoInvalid()
      percentOff = promo.percentOff
    }
    // The page's language, else the account's: a failed parse still has an `output` (the raw header),
    // which must never become the locale of the return URLs and the receipt.
    const fromHeader = v.safeParse(v.picklist(LOCALE_CODES), c.req.header('x-locale'))
    const locale = fromHeader.success ? fromHeader.output : user.locale
    const [order] = await db
      .insert(orders)
      .values({
        userId: user.id,
        planId: price.planId,
        currency: price.currency,
        amountMinor: Math.round((price.amountMinor * (100 - percentOff)) / 100),
        promoCode: percentOff ? input.promo_code : null,
        locale: ctx.locale(c, typeof locale === 'string' ? locale : user.locale),
      })
      .returning()
    return c.json(orderJson(order!), 201)
  })

  /** One of the caller's orders: the payment pages follow it until it settles. */
  app.get('/v4/orders/:id', session, async (c) => {
    const id = c.req.param('id')
    if (!v.is(v.pipe(v.string(), v.uuid()), id)) throw new ApiError(404, 'not_found')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, c.get('user').id)))
      .limit(1)
    if (!order) throw new ApiError(404, 'not_found')
    return c.json(orderJson(order))
  })

  app.post('/v4/checkout/:gateway', session, async (c) => {
    const key = gatewayParam(c.req.param('gateway'))
    const gateway = key && gateways[key]
    if (!key || !gateway) throw new ApiError(404, 'unknown_gateway')
    const { order_id } = await jsonBody(c, CheckoutSchema)
    const user = c.get('user')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order_id), eq(orders.userId, user.id)))
      .limit(1)
    if (!order) throw new ApiError(404, 'not_found')
    if (order.status === 'paid') throw new ApiError(409, 'order_not_payable')
    // Orders made while a code had uses left may outnumber them: once the last use is paid for, the
    // rest are not sent to pay the discounted price (decision 015; the buyer orders again).
    if (order.promoCode && !(await usablePromo(db, order.promoCode))) throw promoInvalid()
    // A failed order can be paid again: buyers whose card was declined retry without starting over.
    await db.update(orders).set({ status: 'pending', gateway: key }).where(eq(orders.id, order.id))
    const { redirectUrl } = await gateway.createCheckout(
      {
        id: order.id,
        planId: order.planId,
        amountMinor: order.amountMinor,
        currency: order.currency,
        email: user.email,
      },
      resultUrls(order.locale, order.id),
    )
    return c.json({ redirect_url: redirectUrl })
  })

  const sendReceipt: OnPaid = async (tx, { order, currentPeriodEnd }) => {
    const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId)).limit(1)
    if (!buyer) return
    const url = ctx.sitePage(order.locale, '/cabinet/profile/')
    const mail = receiptMail(order.locale, buyer.email, { ...order, periodEnd: currentPeriodEnd, url })
    await enqueueMail(tx, mail)
  }

  const handleWebhook = async (key: GatewayKey, request: Request) => {
    const gateway = gateways[key]
    if (!gateway) throw new ApiError(404, 'unknown_gateway')
    const event = await gateway.parseWebhook(request)
    return event ? applyPaymentEvent(db, key, event, sendReceipt) : 'ignored'
  }

  app.post('/webhooks/:gateway', async (c) => {
    const key = gatewayParam(c.req.param('gateway'))
    if (!key) throw new ApiError(404, 'unknown_gateway')
    return c.json({ received: true, result: await handleWebhook(key, c.req.raw) })
  })

  const sandboxOrder = async (c: Context, gatewayKey: string, orderId: string, sig: string | undefined) => {
    // The sandbox pays for real: only on a local host, like every developer tool.
    if (!ctx.devTools(c)) throw new ApiError(404, 'not_found')
    const key = gatewayParam(gatewayKey)
    if (!key || gateways[key]?.implementation !== 'sandbox') throw new ApiError(404, 'not_found')
    if (
      !v.is(v.pipe(v.string(), v.uuid()), orderId) ||
      !sandboxCheckoutSignatureValid(sandboxSecret, key, orderId, sig)
    ) {
      throw new ApiError(404, 'not_found')
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
    if (!order) throw new ApiError(404, 'not_found')
    return { key, order }
  }

  app.get('/sandbox/checkout/:gateway/:orderId', async (c) => {
    const { key, order } = await sandboxOrder(c, c.req.param('gateway'), c.req.param('orderId'), c.req.query('sig'))
    c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    return c.html(sandboxCheckoutPage({ order, gateway: key, action: c.req.url }))
  })

  app.post('/sandbox/checkout/:gateway/:orderId', async (c) => {
    const { key, order } = await sandboxOrder(c, c.req.param('gateway'), c.req.param('orderId'), c.req.query('sig'))
    // A forged or broken form is the caller's error (4xx), not the server's.
    const { outcome } = await formBody(c, SandboxOutcomeSchema)
    const body = JSON.stringify({ id: randomUUID(), outcome, order_id: order.id })
    // The same path and signature check a real provider's webhook goes through.
    await handleWebhook(
      key,
      new Request(`${ctx.env.apiPublicUrl}/webhooks/${key}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(sandboxSecret, body),
        },
        body,
      }),
    )
    const urls = resultUrls(order.locale, order.id)
    return c.redirect(outcome === 'paid' ? urls.success : outcome === 'failed' ? urls.failed : urls.pending, 303)
  })

  for (const key of CANCELLABLE_GATEWAYS) {
    app.delete(`/subscriptions/${key}`, session, async (c) => {
      const [row] = await db
        .update(subscriptions)
        .set({ isCanceled: true, updatedAt: sql`now()` })
        .where(and(eq(subscriptions.userId, c.get('user').id), eq(subscriptions.gatewayKey, key)))
        .returning()
      if (!row) throw new ApiError(404, 'no_subscription')
      // Cancelling stops renewal; premium stays until the period ends.
      return c.json({ is_canceled: true, gateway_key: key, current_period_end: row.currentPeriodEnd.toISOString() })
    })
  }

  return app
}
