import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/double-vpn')({
  ...infoPageRoute('double-vpn'),
  component: function DoubleVpnPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
