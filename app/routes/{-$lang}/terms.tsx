import { createFileRoute } from '@tanstack/react-router'

import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/terms')(documentRouteOptions('legal', 'terms', '/terms/'))
