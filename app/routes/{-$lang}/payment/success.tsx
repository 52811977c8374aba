import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../../features/account/account-head'
import { guardRoute } from '../../../features/account/auth-guards'
import { PaymentResultPage } from '../../../features/order/PaymentResultPage'
import { uuidSearch } from '../../../lib/routing/search-validators'

const validateSearch = uuidSearch('order')

export const Route = createFileRoute('/{-$lang}/payment/success')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'protected', preload),
  head: ({ match: { context } }) => accountHead(context, '/payment/success/', msg`Payment successful`),
  component: function PaymentSuccess() {
    return <PaymentResultPage outcome="success" orderId={Route.useSearch().order} />
  },
})
