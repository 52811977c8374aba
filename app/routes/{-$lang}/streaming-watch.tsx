import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/streaming-watch')({
  ...infoPageRoute('streaming-watch'),
  component: function StreamingWatchPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
