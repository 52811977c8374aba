import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { EmailCheckQuerySchema, PlansQuerySchema, PromoCheckQuerySchema } from '#contracts/catalog.ts'
import { CheckoutSchema, CreateOrderSchema, OrderSchema } from '#contracts/commerce.ts'
import { accountCall } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { keptAnswers } from '../../lib/api/kept-answers'
import { answerPublicly } from '../../lib/api/public-answer.server'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { readSessionToken } from '../../lib/auth/session.server'
import { reportPurchase } from '../account/affiliate.server'

export const PlanSchema = v.object({
  id: v.string(),
  period_days: v.number(),
  price: v.object({ amount: v.number(), currency: v.string() }),
})
export type Plan = v.InferOutput<typeof PlanSchema>

const PromoSchema = v.object({ code: v.string(), percent_off: v.number() })
const EmailCheckSchema = v.object({ email: v.string(), registered: v.boolean() })
const CheckoutAnswer = v.object({ redirect_url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//)) })

const fail = (error: ApiFailure) => ({ ok: false as const, error })
const unauthorized = fail({ status: 401, code: 'unauthorized' })

/** The same for every visitor; the home page shows them (kept-answers.ts). */
const cachedPlans = keptAnswers<Plan[], ApiFailure>()

export const plansFn = createServerFn({ method: 'GET' })
  .validator(PlansQuerySchema)
  .handler(async ({ data }) => {
    const [plans, error] = await cachedPlans(data.currency, () =>
      accountCall(v.array(PlanSchema), '/plans', { query: { currency: data.currency } }),
    )
    if (error) return fail(error)
    answerPublicly('service')
    return { ok: true as const, plans }
  })

export const promoCheckFn = createServerFn({ method: 'GET' })
  .validator(PromoCheckQuerySchema)
  .handler(async ({ data }) => {
    const [promo, error] = await accountCall(PromoSchema, '/v4/promo-codes/check', { query: data })
    return error ? fail(error) : { ok: true as const, promo }
  })

export const emailCheckFn = createServerFn({ method: 'GET' })
  .validator(EmailCheckQuerySchema)
  .handler(async ({ data }) => {
    const [answer, error] = await accountCall(EmailCheckSchema, '/v4/email/check', { query: data })
    return error ? fail(error) : { ok: true as const, registered: answer.registered }
  })

/** Order → checkout → the gateway's address, in one step for the buyer. */
export const payFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(
    v.object({
      order: v.optional(CreateOrderSchema),
      order_id: v.optional(CheckoutSchema.entries.order_id),
      gateway: v.picklist(['stripe', 'aliumpay']),
    }),
  )
  .handler(async ({ data }) => {
    const token = readSessionToken()
    if (!token) return unauthorized
    let orderId = data.order_id
    if (!orderId) {
      if (!data.order) return fail({ status: 422, code: 'plan_required' })
      const [order, error] = await accountCall(OrderSchema, '/v4/orders', { method: 'POST', body: data.order, token })
      if (error) return fail(error)
      orderId = order.id
    }
    const [checkout, error] = await accountCall(CheckoutAnswer, `/v4/checkout/${data.gateway}`, {
      method: 'POST',
      body: { order_id: orderId },
      token,
    })
    return error ? fail(error) : { ok: true as const, orderId, redirectUrl: checkout.redirect_url }
  })

export const orderStatusFn = createServerFn({ method: 'GET' })
  .validator(v.object({ id: CheckoutSchema.entries.order_id }))
  .handler(async ({ data }) => {
    const token = readSessionToken()
    if (!token) return unauthorized
    const [order, error] = await accountCall(OrderSchema, `/v4/orders/${data.id}`, { token })
    return error ? fail(error) : { ok: true as const, order }
  })

/**
 * A paid order reaches the affiliate network once: the success page reports it. Only the visitor's
 * own order (the API answers `/v4/orders/{id}` for its owner alone) and only once it is paid; the
 * API keeps a second report of the same order from counting again.
 */
export const reportPurchaseFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ id: CheckoutSchema.entries.order_id }))
  .handler(async ({ data }) => {
    const token = readSessionToken()
    if (!token) return { reported: false }
    const [order, error] = await accountCall(OrderSchema, `/v4/orders/${data.id}`, { token })
    if (error || order.id !== data.id || order.status !== 'paid') return { reported: false }
    return { reported: (await reportPurchase(order, '/payment/success/')) === 'reported' }
  })
