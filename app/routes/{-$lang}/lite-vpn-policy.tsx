import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/lite-vpn-policy')({
  ...documentRouteOptions('legal', 'lite-vpn-policy', '/lite-vpn-policy/'),
  component: function LiteVpnPolicyPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
