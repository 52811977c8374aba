import { createFileRoute } from '@tanstack/react-router'

import { DownloadHub } from '../../features/downloads/DownloadHub'
import { withFileFacts } from '../../features/downloads/platform-page-route'
import { visitorOs } from '../../features/downloads/visitor-os'
import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

const { head, ...route } = infoPageRoute('download')
const loader = withFileFacts(route.loader)

export const Route = createFileRoute('/{-$lang}/download')({
  // The visitor's system is part of the page data, so the server render already lists it first.
  loader: async (match) => ({ ...(await loader(match)), os: visitorOs() }),
  head,
  component: function DownloadPage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page} cta="order" heroCta={false}>
        <DownloadHub os={page.os} facts={page.facts} />
      </InfoPage>
    )
  },
})
