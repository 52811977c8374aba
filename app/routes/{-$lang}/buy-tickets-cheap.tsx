import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/buy-tickets-cheap')({
  ...infoPageRoute('buy-tickets-cheap'),
  component: function BuyTicketsCheapPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
