import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'
import { IpCheckTool } from '../../features/tools/IpCheckTool'

export const Route = createFileRoute('/{-$lang}/ip-check')(infoPageRoute('ip-check', { widget: IpCheckTool }))
