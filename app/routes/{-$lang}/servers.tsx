import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { ServerLocations } from '../../features/servers/ServerLocations'
import { serversPageRoute } from '../../features/servers/servers-page-route'

export const Route = createFileRoute('/{-$lang}/servers')({
  ...serversPageRoute('servers', { freeOnly: false }),
  component: function ServersPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page} cta="order">
        <ServerLocations list={page.servers} />
      </InfoPage>
    )
  },
})
