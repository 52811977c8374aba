import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/servers')({
  ...infoPageRoute('servers'),
  component: function ServersPage() {
    return <InfoPage page={Route.useLoaderData()} cta="order" />
  },
})
