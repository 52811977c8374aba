import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { IpCheckTool } from '../../features/tools/IpCheckTool'

export const Route = createFileRoute('/{-$lang}/ip-check')({
  ...infoPageRoute('ip-check'),
  component: function IpCheckPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <IpCheckTool />
      </InfoPage>
    )
  },
})
