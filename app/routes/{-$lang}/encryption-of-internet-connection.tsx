import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/encryption-of-internet-connection')({
  ...infoPageRoute('encryption-of-internet-connection'),
  component: function EncryptionOfInternetConnectionPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
