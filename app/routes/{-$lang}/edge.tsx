import { createFileRoute } from '@tanstack/react-router'

import { DOWNLOAD_PARENT, platformDownload } from '../../features/downloads/platform-download'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/edge')(
  infoPageRoute('edge', { cta: 'order', heroCta: false, parent: DOWNLOAD_PARENT, widget: platformDownload('edge') }),
)
