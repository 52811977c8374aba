import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/save-money-on-steam')({
  ...infoPageRoute('save-money-on-steam'),
  component: function SaveMoneyOnSteamPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
