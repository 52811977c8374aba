import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/access-app-store')({
  ...infoPageRoute('access-app-store'),
  component: function AccessAppStorePage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
