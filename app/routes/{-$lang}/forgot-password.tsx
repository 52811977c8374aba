import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { ForgotPasswordPage } from '../../features/account/pages/ForgotPasswordPage'
import { guardRoute } from '../../features/account/auth-guards'

export const Route = createFileRoute('/{-$lang}/forgot-password')({
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'forgot-password', preload),
  head: ({ match: { context } }) => accountHead(context, '/forgot-password/', msg`Reset your password`),
  component: ForgotPasswordPage,
})
