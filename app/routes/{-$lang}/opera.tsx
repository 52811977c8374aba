import { createFileRoute } from '@tanstack/react-router'

import { DOWNLOAD_PARENT } from '../../features/downloads/download-parent'
import { PlatformDownload } from '../../features/downloads/platform-download'
import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/opera')({
  ...infoPageRoute('opera', { parent: DOWNLOAD_PARENT }),
  component: function OperaPage() {
    return (
      <InfoPage page={Route.useLoaderData()} cta="order" heroCta={false} parent={DOWNLOAD_PARENT}>
        <PlatformDownload id="opera" />
      </InfoPage>
    )
  },
})
