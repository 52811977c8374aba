import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/data-protection-security')({
  ...infoPageRoute('data-protection-security'),
  component: function DataProtectionSecurityPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
