import * as v from 'valibot'

import { CURRENCIES } from './currencies.ts'

export const CreateOrderSchema = v.object({
  plan_id: v.pipe(v.string('plan_required'), v.nonEmpty('plan_required'), v.maxLength(32, 'plan_invalid')),
  currency: v.optional(v.picklist(CURRENCIES, 'currency_invalid'), 'USD'),
  promo_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, 'promo_invalid'), v.toUpperCase())),
})

export const CheckoutSchema = v.object({ order_id: v.pipe(v.string('order_required'), v.uuid('order_invalid')) })

/** The sandbox checkout page's form: the buyer's choice of how the payment ends. */
export const SandboxOutcomeSchema = v.object({
  outcome: v.picklist(['paid', 'failed', 'pending'], 'outcome_invalid'),
})

export const CHECKOUT_GATEWAYS = ['stripe', 'aliumpay', 'sandbox'] as const
export const CANCELLABLE_GATEWAYS = ['stripe', 'aliumpay'] as const

export const OrderSchema = v.object({
  id: v.string(),
  plan_id: v.string(),
  amount: v.number(),
  currency: v.string(),
  promo_code: v.nullable(v.string()),
  status: v.picklist(['pending', 'paid', 'failed']),
})
export type Order = v.InferOutput<typeof OrderSchema>
