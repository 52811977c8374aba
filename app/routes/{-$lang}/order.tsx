import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { guardRoute } from '../../features/account/auth-guards'
import { OrderPage } from '../../features/order/OrderPage'
import { accountHead } from '../../features/account/account-head'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('promo', 'plan')

/** The pricing page and the order: public and indexable (decision 019), its account step per visitor. */
export const Route = createFileRoute('/{-$lang}/order')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'open', preload),
  // Imported when the page loads: the loader's code stays out of every other page's start bundle (bench:js).
  loader: async ({ context }) => (await import('../../features/order/pricing-loader')).loadPricing(context.locale),
  // Indexable, with hreflang alternates; the canonical URL has no query (`?promo=`, `?plan=`).
  head: ({ match: { context } }) =>
    accountHead(context, '/order/', msg`Planet VPN Premium: plans and prices`, {
      description: msg`Planet VPN Premium plans and their prices per month: every location, card or cryptocurrency, cancel at any time.`,
    }),
  component: function Order() {
    const search = Route.useSearch()
    return (
      <OrderPage pricing={Route.useLoaderData()} promo={search.promo || undefined} plan={search.plan || undefined} />
    )
  },
})
