import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/no-logs-vpn-policy')({
  ...infoPageRoute('no-logs-vpn-policy'),
  component: function NoLogsVpnPolicyPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
