import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/encryption-of-internet-connection')(
  infoPageRoute('encryption-of-internet-connection'),
)
