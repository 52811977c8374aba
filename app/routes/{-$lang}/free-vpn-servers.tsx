import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { ServerLocations } from '../../features/servers/ServerLocations'
import { serversPageRoute } from '../../features/servers/servers-page-route'

export const Route = createFileRoute('/{-$lang}/free-vpn-servers')({
  ...serversPageRoute('free-vpn-servers', { freeOnly: true }),
  component: function FreeVpnServersPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page}>
        <ServerLocations list={page.servers} freeOnly />
      </InfoPage>
    )
  },
})
