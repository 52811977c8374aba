import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/anonymous-browsing')({
  ...infoPageRoute('anonymous-browsing'),
  component: function AnonymousBrowsingPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
