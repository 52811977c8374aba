import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/disney-plus')({
  ...infoPageRoute('disney-plus'),
  component: function DisneyPlusPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
