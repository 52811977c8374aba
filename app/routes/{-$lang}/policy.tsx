import { createFileRoute } from '@tanstack/react-router'

import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/policy')(documentRouteOptions('legal', 'policy', '/policy/'))
