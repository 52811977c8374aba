import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { ResetPasswordPage } from '../../features/account/pages/ResetPasswordPage'
import { requireAccountService } from '../../features/account/auth-guards'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('token')

export const Route = createFileRoute('/{-$lang}/reset')({
  validateSearch,
  beforeLoad: ({ preload }) => requireAccountService(preload),
  head: ({ match: { context } }) => accountHead(context, '/reset/', msg`Set a new password`),
  component: function Reset() {
    return <ResetPasswordPage token={Route.useSearch().token || undefined} />
  },
})
