import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/connect-to-free-wi-fi')(infoPageRoute('connect-to-free-wi-fi'))
