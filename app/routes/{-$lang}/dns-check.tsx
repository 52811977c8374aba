import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'
import { DnsCheckTool } from '../../features/tools/DnsCheckTool'

export const Route = createFileRoute('/{-$lang}/dns-check')(infoPageRoute('dns-check', { widget: DnsCheckTool }))
