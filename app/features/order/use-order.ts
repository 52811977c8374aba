import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { CURRENCIES, type Currency } from '#contracts/currencies.ts'
import { plansFn, type Plan } from './order.functions'
import { discounted } from './order-rules'
import type { PricingData } from './pricing-loader'
import { usePromo } from './use-promo'

/**
 * What the order's steps share: the currency, its plans, the chosen plan (the one from the link,
 * else the yearly one, until the buyer picks another) and the promo code whose discount every
 * price shows. The plans of the page's first currency come from the route's loader (rendered on
 * the server); another currency is asked for when chosen, the old prices staying until it answers.
 */
export function useOrder(pricing: PricingData, promoFromLink: string | undefined, planFromLink: string | undefined) {
  const [currency, setCurrency] = useState<Currency>(pricing.currency)
  const plans = useQuery({
    queryKey: ['plans', currency],
    queryFn: () => plansFn({ data: { currency } }),
    initialData:
      currency === pricing.currency && pricing.plans ? { ok: true as const, plans: pricing.plans } : undefined,
    placeholderData: keepPreviousData,
  })
  const [planId, setPlanId] = useState<string | undefined>(planFromLink)
  const promo = usePromo(promoFromLink)

  const list: Plan[] = plans.data?.ok ? plans.data.plans : []
  const selected = list.find((plan) => plan.id === planId) ?? list.find((plan) => plan.period_days >= 365) ?? list[0]
  const price = (plan: Plan) => discounted(plan.price.amount, promo.applied?.percentOff ?? 0)
  /** The select's value is one of its options; anything else leaves the currency as it is. */
  const chooseCurrency = (value: string) => {
    const option = CURRENCIES.find((known) => known === value)
    if (option) setCurrency(option)
  }

  return { currency, chooseCurrency, plans, list, selected, choosePlan: setPlanId, price, promo }
}

export type Order = ReturnType<typeof useOrder>
