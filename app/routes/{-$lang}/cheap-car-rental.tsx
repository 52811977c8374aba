import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/cheap-car-rental')({
  ...infoPageRoute('cheap-car-rental'),
  component: function CheapCarRentalPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
