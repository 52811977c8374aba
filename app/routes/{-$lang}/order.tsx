import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { guardRoute } from '../../features/account/auth-guards'
import { OrderPage } from '../../features/order/OrderPage'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('promo')

export const Route = createFileRoute('/{-$lang}/order')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'open', preload),
  head: ({ match: { context } }) => accountHead(context, '/order/', msg`Get Planet VPN Premium`),
  component: function Order() {
    return <OrderPage promo={Route.useSearch().promo || undefined} />
  },
})
