import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { SignUpPage } from '../../features/account/pages/SignUpPage'
import { requireAccountService } from '../../features/account/auth-guards'

export const Route = createFileRoute('/{-$lang}/sign-up')({
  beforeLoad: ({ preload }) => requireAccountService(preload),
  head: ({ match: { context } }) => accountHead(context, '/sign-up/', msg`Create your account`),
  component: SignUpPage,
})
