import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { ServerLocations } from '../../features/servers/ServerLocations'
import { loadServersPage } from '../../features/servers/servers-page-data'
import { SERVER_LIST_REFRESH_MS } from '../../lib/site/live-pages'

export const Route = createFileRoute('/{-$lang}/servers')({
  // The loader comes in one file with the page's component (fetched together by the prefetch):
  // route options are otherwise part of the start code every page loads.
  codeSplitGroupings: [['loader', 'component']],
  ...infoPageRoute('servers'),
  // The list changes every minute: a visit after that reads it again (the words come from the browser's cache).
  staleTime: SERVER_LIST_REFRESH_MS,
  loader: ({ context }) => loadServersPage(context.locale, 'servers', false),
  component: function ServersPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page} cta="order">
        <ServerLocations list={page.servers} />
      </InfoPage>
    )
  },
})
