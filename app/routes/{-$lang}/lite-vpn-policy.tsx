import { createFileRoute } from '@tanstack/react-router'

import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/lite-vpn-policy')(
  documentRouteOptions('legal', 'lite-vpn-policy', '/lite-vpn-policy/'),
)
