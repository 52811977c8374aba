import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/twitter')({
  ...infoPageRoute('twitter'),
  component: function TwitterPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
