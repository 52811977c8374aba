import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/save-when-booking-hotels')({
  ...infoPageRoute('save-when-booking-hotels'),
  component: function SaveWhenBookingHotelsPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
