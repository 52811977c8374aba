import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { IpCheckTool } from '../../features/tools/IpCheckTool'

export const Route = createFileRoute('/{-$lang}/change-ip')({
  ...infoPageRoute('change-ip'),
  component: function ChangeIpPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <IpCheckTool />
      </InfoPage>
    )
  },
})
