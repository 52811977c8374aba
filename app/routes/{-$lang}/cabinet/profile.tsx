import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { accountHead } from '../../../features/account/account-head'
import { ProfilePage } from '../../../features/account/pages/ProfilePage'

export const Route = createFileRoute('/{-$lang}/cabinet/profile')({
  validateSearch: v.looseObject({ welcome: v.optional(v.fallback(v.string(), '')) }),
  head: ({ match: { context } }) => accountHead(context, '/cabinet/profile/', msg`My account`),
  component: function Profile() {
    return <ProfilePage welcome={Route.useSearch().welcome === '1'} />
  },
})
