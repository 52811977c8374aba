import { createFileRoute } from '@tanstack/react-router'

import { DOWNLOAD_PARENT } from '../../features/downloads/download-parent'
import { PlatformDownload } from '../../features/downloads/platform-download'
import { platformPageRoute } from '../../features/downloads/platform-page-route'
import { InfoPage } from '../../features/pages/InfoPage'

export const Route = createFileRoute('/{-$lang}/edge')({
  ...platformPageRoute('edge'),
  component: function EdgePage() {
    const page = Route.useLoaderData()
    return (
      <InfoPage page={page} cta="order" heroCta={false} parent={DOWNLOAD_PARENT}>
        <PlatformDownload id="edge" facts={page.facts} />
      </InfoPage>
    )
  },
})
