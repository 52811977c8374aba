import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../../features/account/account-head'
import { guardRoute } from '../../../features/account/auth-guards'
import { PaymentResultPage } from '../../../features/order/PaymentResultPage'
import { uuidSearch } from '../../../lib/routing/search-validators'

const validateSearch = uuidSearch('order')

export const Route = createFileRoute('/{-$lang}/payment/failed')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'protected', preload),
  head: ({ match: { context } }) => accountHead(context, '/payment/failed/', msg`The payment did not go through`),
  component: function PaymentFailed() {
    return <PaymentResultPage outcome="failed" orderId={Route.useSearch().order} />
  },
})
