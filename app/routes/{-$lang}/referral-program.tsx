import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/referral-program')({
  ...infoPageRoute('referral-program'),
  component: function ReferralProgramPage() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
