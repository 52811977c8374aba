import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/free-fire')({
  ...infoPageRoute('free-fire'),
  component: function FreeFirePage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
