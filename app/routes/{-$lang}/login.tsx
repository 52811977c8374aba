import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../features/account/account-head'
import { LoginPage } from '../../features/account/pages/LoginPage'
import { guardRoute } from '../../features/account/auth-guards'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('return')

export const Route = createFileRoute('/{-$lang}/login')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'login', preload),
  head: ({ match: { context } }) => accountHead(context, '/login/', msg`Log in`),
  component: function Login() {
    return <LoginPage returnTo={Route.useSearch().return} />
  },
})
