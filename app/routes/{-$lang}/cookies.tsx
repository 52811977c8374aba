import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/cookies')({
  ...documentRouteOptions('legal', 'cookies', '/cookies/'),
  component: function CookiesPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
