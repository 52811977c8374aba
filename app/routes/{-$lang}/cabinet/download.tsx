import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'

import { accountHead } from '../../../features/account/account-head'
import { CabinetDownloadPage } from '../../../features/account/pages/CabinetDownloadPage'

export const Route = createFileRoute('/{-$lang}/cabinet/download')({
  head: ({ match: { context } }) => accountHead(context, '/cabinet/download/', msg`Download the apps`),
  component: CabinetDownloadPage,
})
