import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/free-vpn-servers')({
  ...infoPageRoute('free-vpn-servers'),
  component: function FreeVpnServersPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
