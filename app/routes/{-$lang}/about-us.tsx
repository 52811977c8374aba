import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/about-us')({
  ...infoPageRoute('about-us'),
  component: function AboutUsPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
