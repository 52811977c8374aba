import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { WebRtcTool } from '../../features/tools/WebRtcTool'

export const Route = createFileRoute('/{-$lang}/web-rtc')({
  ...infoPageRoute('web-rtc'),
  component: function WebRtcPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <WebRtcTool />
      </InfoPage>
    )
  },
})
