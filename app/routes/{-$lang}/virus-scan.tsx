import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/virus-scan')({
  ...infoPageRoute('virus-scan'),
  component: function VirusScanPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
