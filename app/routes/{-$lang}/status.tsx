import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { StatusBoard } from '../../features/status/StatusBoard'
import { loadStatusPage } from '../../features/status/status-page-data'
import { STATUS_REFRESH_MS } from '../../lib/site/live-pages'

export const Route = createFileRoute('/{-$lang}/status')({
  // As on the servers page: the loader travels with the component, out of the start code.
  codeSplitGroupings: [['loader', 'component']],
  ...infoPageRoute('status'),
  // The states change at any moment: a visit after a minute reads them again.
  staleTime: STATUS_REFRESH_MS,
  loader: ({ context }) => loadStatusPage(context.locale),
  component: function StatusPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page} cta="download" heroCta={false}>
        <StatusBoard view={page.status} />
      </InfoPage>
    )
  },
})
