import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'

import { accountHead } from '../../../features/account/account-head'
import { ConfigurationPage } from '../../../features/account/pages/ConfigurationPage'

/** Only when the server sets `allow_config_page` (spec 6); otherwise the page does not exist. */
export const Route = createFileRoute('/{-$lang}/cabinet/configuration')({
  beforeLoad: ({ context }) => {
    if (!context.auth.allowConfigPage) throw notFound()
  },
  head: ({ match: { context } }) => accountHead(context, '/cabinet/configuration/', msg`Configuration files`),
  component: ConfigurationPage,
})
