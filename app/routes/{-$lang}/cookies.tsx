import { createFileRoute } from '@tanstack/react-router'

import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/cookies')(documentRouteOptions('legal', 'cookies', '/cookies/'))
