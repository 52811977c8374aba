import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/best-gaming')({
  ...infoPageRoute('best-gaming'),
  component: function BestGamingPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
