import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { ServerLocations } from '../../features/servers/ServerLocations'
import { loadServersPage } from '../../features/servers/servers-page-data'
import { SERVER_LIST_REFRESH_MS } from '../../lib/site/live-pages'

export const Route = createFileRoute('/{-$lang}/free-vpn-servers')({
  // The loader comes in one file with the page's component (fetched together by the prefetch):
  // route options are otherwise part of the start code every page loads.
  codeSplitGroupings: [['loader', 'component']],
  ...infoPageRoute('free-vpn-servers'),
  // The list changes every minute: a visit after that reads it again (the words come from the browser's cache).
  staleTime: SERVER_LIST_REFRESH_MS,
  loader: ({ context }) => loadServersPage(context.locale, 'free-vpn-servers', true),
  component: function FreeVpnServersPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page}>
        <ServerLocations list={page.servers} freeOnly />
      </InfoPage>
    )
  },
})
