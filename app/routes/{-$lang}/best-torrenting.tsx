import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/best-torrenting')({
  ...infoPageRoute('best-torrenting'),
  component: function BestTorrentingPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
