import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/al-jazeera')({
  ...infoPageRoute('al-jazeera'),
  component: function AlJazeeraPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
