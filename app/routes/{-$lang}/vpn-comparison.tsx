import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/vpn-comparison')({
  ...infoPageRoute('vpn-comparison'),
  component: function VpnComparisonPage() {
    return <InfoPage page={Route.useLoaderData()} cta="order" />
  },
})
