import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import type { Locale } from '../../lib/i18n/locales'
import { pageHead } from '../../lib/seo/page-head'
import type { SiteInfo } from '../../lib/site/site-info'

interface HeadContext {
  i18n: I18n
  locale: Locale
  siteInfo: SiteInfo
}

/**
 * Head of the pricing page: indexable in every language, with its hreflang alternates (decision
 * 019). A link's `?promo=` or `?plan=` is not another page: the canonical URL has no query.
 */
export function pricingHead(context: HeadContext) {
  const devices = PRODUCT_FACTS.devicesPerSubscription
  return pageHead({
    config: context.siteInfo.config,
    locale: context.locale,
    path: '/order/',
    title: context.i18n._(msg`Planet VPN Premium: plans and prices`),
    description: context.i18n._(
      msg`Premium plans of Planet VPN with their prices per month: every location, up to ${devices} devices on one subscription, card or cryptocurrency.`,
    ),
  })
}
