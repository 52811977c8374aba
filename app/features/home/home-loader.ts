import type { I18n } from '@lingui/core'

import type { Locale } from '../../lib/i18n/locales'
import { loadPlans, type PricingData } from '../order/pricing-loader'
import { homePricingView } from './home-pricing-view'

/** The home page's plans (the same for every visitor of a language) and its pricing section's code. */
export async function loadHome(i18n: I18n, locale: Locale): Promise<PricingData> {
  const [pricing] = await Promise.all([loadPlans(locale), homePricingView.load(i18n, locale)])
  return pricing
}
