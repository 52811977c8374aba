import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { accountHead } from '../../features/account/account-head'
import { ConfirmEmailPage } from '../../features/account/pages/ConfirmEmailPage'
import { requireAccountService } from '../../features/account/use-auth'

export const Route = createFileRoute('/{-$lang}/confirm')({
  validateSearch: v.looseObject({ token: v.optional(v.fallback(v.string(), '')) }),
  beforeLoad: ({ preload }) => requireAccountService(preload),
  head: ({ match: { context } }) => accountHead(context, '/confirm/', msg`Confirm your e-mail address`),
  component: function Confirm() {
    return <ConfirmEmailPage token={Route.useSearch().token || undefined} />
  },
})
