import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/policy')({
  ...documentRouteOptions('legal', 'policy', '/policy/'),
  component: function PolicyPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
