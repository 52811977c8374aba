import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { DnsCheckTool } from '../../features/tools/DnsCheckTool'

export const Route = createFileRoute('/{-$lang}/dns-check')({
  ...infoPageRoute('dns-check'),
  component: function DnsCheckPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <DnsCheckTool />
      </InfoPage>
    )
  },
})
