import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { ConfirmEmailPage } from '../../features/account/pages/ConfirmEmailPage'
import { requireAccountService } from '../../features/account/auth-guards'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('token')

export const Route = createFileRoute('/{-$lang}/confirm')({
  validateSearch,
  beforeLoad: ({ preload }) => requireAccountService(preload),
  head: ({ match: { context } }) => accountHead(context, '/confirm/', msg`Confirm your e-mail address`),
  component: function Confirm() {
    return <ConfirmEmailPage token={Route.useSearch().token || undefined} />
  },
})
