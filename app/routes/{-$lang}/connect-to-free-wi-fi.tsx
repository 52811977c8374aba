import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/connect-to-free-wi-fi')({
  ...infoPageRoute('connect-to-free-wi-fi'),
  component: function ConnectToFreeWiFiPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
