import { createFileRoute } from '@tanstack/react-router'

import { DownloadHub } from '../../features/downloads/DownloadHub'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/download')(
  infoPageRoute('download', { cta: 'order', heroCta: false, widget: DownloadHub }),
)
