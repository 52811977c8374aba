import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/terms')({
  ...documentRouteOptions('legal', 'terms', '/terms/'),
  component: function TermsPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
