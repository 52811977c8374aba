import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { accountHead } from '../../features/account/account-head'
import { LoginPage } from '../../features/account/pages/LoginPage'
import { guardRoute } from '../../features/account/use-auth'

export const Route = createFileRoute('/{-$lang}/login')({
  validateSearch: v.looseObject({ return: v.optional(v.fallback(v.string(), '')) }),
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'login', preload),
  head: ({ match: { context } }) => accountHead(context, '/login/', msg`Log in`),
  component: function Login() {
    return <LoginPage returnTo={Route.useSearch().return} />
  },
})
