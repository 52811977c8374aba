import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'
import { WebRtcTool } from '../../features/tools/WebRtcTool'

export const Route = createFileRoute('/{-$lang}/web-rtc')(infoPageRoute('web-rtc', { widget: WebRtcTool }))
