import type { I18n } from '@lingui/core'

import type { Locale } from '../../lib/i18n/locales'
import { loadPlans, type PricingData } from '../order/pricing-loader'
import { homePricingView } from './home-pricing-view'
import { readServers } from '../servers/server-list-read'
import { networkSize, type NetworkSize } from './network-size'

export interface HomeData {
  pricing: PricingData
  /** Unknown until the API has answered once: the trust strip then leaves the fact out. */
  network: NetworkSize | undefined
}

/**
 * What the home page shows from the API, the same for every visitor of a language (the page is
 * cached): the plans, the number of server locations, and its pricing section's code.
 */
export async function loadHome(i18n: I18n, locale: Locale): Promise<HomeData> {
  const [pricing, network] = await Promise.all([
    loadPlans(locale),
    readServers().then((list) => list && networkSize(list)),
    homePricingView.load(i18n, locale),
  ])
  return { pricing, network }
}
