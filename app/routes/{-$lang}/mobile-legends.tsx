import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/mobile-legends')({
  ...infoPageRoute('mobile-legends'),
  component: function MobileLegendsPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
