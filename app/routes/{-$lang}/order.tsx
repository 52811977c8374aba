import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { accountHead } from '../../features/account/account-head'
import { guardRoute } from '../../features/account/use-auth'
import { OrderPage } from '../../features/order/OrderPage'

export const Route = createFileRoute('/{-$lang}/order')({
  validateSearch: v.looseObject({ promo: v.optional(v.fallback(v.string(), '')) }),
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'open', preload),
  head: ({ match: { context } }) => accountHead(context, '/order/', msg`Get Planet VPN Premium`),
  component: function Order() {
    return <OrderPage promo={Route.useSearch().promo || undefined} />
  },
})
