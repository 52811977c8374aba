import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/free-vpn-for-tiktok')({
  ...infoPageRoute('free-vpn-for-tiktok'),
  component: function FreeVpnForTiktokPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
