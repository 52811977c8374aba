import { createFileRoute } from '@tanstack/react-router'

import { guardRoute } from '../../features/account/auth-guards'
import { OrderPage } from '../../features/order/OrderPage'
import { pricingHead } from '../../features/order/pricing-head'
import { loadPricing } from '../../features/order/pricing-loader'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('promo', 'plan')

/** The pricing page and the order: public and indexable (decision 019), its account step per visitor. */
export const Route = createFileRoute('/{-$lang}/order')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'open', preload),
  loader: ({ context }) => loadPricing(context.locale),
  head: ({ match: { context } }) => pricingHead(context),
  component: function Order() {
    const search = Route.useSearch()
    return (
      <OrderPage pricing={Route.useLoaderData()} promo={search.promo || undefined} plan={search.plan || undefined} />
    )
  },
})
