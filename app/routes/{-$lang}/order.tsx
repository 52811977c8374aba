import { msg } from '@lingui/core/macro'
import { Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'

import { guardRoute } from '../../features/account/auth-guards'
import { orderView } from '../../features/order/OrderView'
import { accountHead } from '../../features/account/account-head'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('promo', 'plan')

/** The pricing page and the order: public and indexable (decision 019), its account step per visitor. */
export const Route = createFileRoute('/{-$lang}/order')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'open', preload),
  // The loader's and the view's code load with the page, not in its start bundle (bench:js).
  loader: async ({ context }) => {
    const [pricing] = await Promise.all([
      import('../../features/order/pricing-loader').then((module) => module.loadPricing(context.locale)),
      import('../../features/order/OrderView').then((module) => module.orderView.load(context.i18n, context.locale)),
    ])
    return pricing
  },
  // Indexable, with hreflang alternates; the canonical URL has no query (`?promo=`, `?plan=`).
  head: ({ match: { context } }) =>
    accountHead(context, '/order/', msg`Planet VPN Premium: plans and prices`, {
      description: msg`Planet VPN Premium plans and their prices per month: every location, card or cryptocurrency, cancel at any time.`,
    }),
  component: function Order() {
    const search = Route.useSearch()
    return (
      <Suspense>
        <orderView.View
          pricing={Route.useLoaderData()}
          promo={search.promo || undefined}
          plan={search.plan || undefined}
        />
      </Suspense>
    )
  },
})
