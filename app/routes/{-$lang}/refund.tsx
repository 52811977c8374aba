import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/refund')({
  ...documentRouteOptions('legal', 'refund', '/refund/'),
  component: function RefundPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
