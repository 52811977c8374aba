import { setResponseHeader } from '@tanstack/react-start/server'
import { createIsomorphicFn } from '@tanstack/react-start'

import type { Currency } from '#contracts/currencies.ts'
import type { Locale } from '../../lib/i18n/locales'
import { plansFn, type Plan } from './order.functions'
import { defaultCurrency } from './order-rules'

/** The order page's loader data: the plans in the visitor's currency, or none while the API cannot answer. */
export interface PricingData {
  currency: Currency
  plans?: Plan[]
}

/**
 * The order page is public (indexable, decision 019) but its account step shows who is logged in,
 * so its render is the visitor's own: `Vary: Cookie` keeps the shared render cache away from it
 * (page-rules.middleware.ts) and tells other caches the same.
 */
const VARY_HEADERS = 'Cookie'

const markRenderedForVisitor = createIsomorphicFn()
  .server(() => setResponseHeader('vary', VARY_HEADERS))
  .client(() => undefined)

/**
 * The plans in the currency the visitor most likely pays in (by the page language), loaded before
 * the page renders: the server's HTML already has the prices, nothing appears or moves later.
 * The same for every visitor of a language (the home page's pricing section, cached).
 */
export async function loadPlans(locale: Locale): Promise<PricingData> {
  const currency = defaultCurrency(locale)
  const answer = await plansFn({ data: { currency } }).catch(() => undefined)
  return answer?.ok ? { currency, plans: answer.plans } : { currency }
}

/** The pricing page's plans; its render is the visitor's own (see VARY_HEADERS). */
export function loadPricing(locale: Locale): Promise<PricingData> {
  markRenderedForVisitor()
  return loadPlans(locale)
}
