import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { accountHead } from '../../features/account/account-head'
import { ResetPasswordPage } from '../../features/account/pages/ResetPasswordPage'
import { requireAccountService } from '../../features/account/use-auth'

export const Route = createFileRoute('/{-$lang}/reset')({
  validateSearch: v.looseObject({ token: v.optional(v.fallback(v.string(), '')) }),
  beforeLoad: ({ preload }) => requireAccountService(preload),
  head: ({ match: { context } }) => accountHead(context, '/reset/', msg`Set a new password`),
  component: function Reset() {
    return <ResetPasswordPage token={Route.useSearch().token || undefined} />
  },
})
