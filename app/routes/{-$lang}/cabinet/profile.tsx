import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../../features/account/account-head'
import { ProfilePage } from '../../../features/account/pages/ProfilePage'
import { stringSearch } from '../../../lib/routing/search-validators'

const validateSearch = stringSearch('welcome')

export const Route = createFileRoute('/{-$lang}/cabinet/profile')({
  validateSearch,
  head: ({ match: { context } }) => accountHead(context, '/cabinet/profile/', msg`My account`),
  component: function Profile() {
    return <ProfilePage welcome={Route.useSearch().welcome === '1'} />
  },
})
