import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { CURRENCIES, type Currency } from '#contracts/currencies.ts'
import { useLocale } from '../../lib/i18n/use-locale'
import { plansFn, type Plan } from './order.functions'
import { defaultCurrency, discounted } from './order-rules'
import { usePromo } from './use-promo'

/**
 * What the order's steps share: the currency, its plans, the chosen plan (the yearly one until the
 * buyer picks another) and the promo code whose discount every price shows.
 */
export function useOrder(promoFromLink: string | undefined) {
  const locale = useLocale()
  const [currency, setCurrency] = useState<Currency>(defaultCurrency(locale))
  const plans = useQuery({ queryKey: ['plans', currency], queryFn: () => plansFn({ data: { currency } }) })
  const [planId, setPlanId] = useState<string>()
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
