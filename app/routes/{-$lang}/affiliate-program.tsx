import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/affiliate-program')({
  ...infoPageRoute('affiliate-program'),
  component: function AffiliateProgramPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
