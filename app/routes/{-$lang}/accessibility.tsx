import { createFileRoute } from '@tanstack/react-router'

import { DocumentPage } from '../../features/documents/DocumentPage'
import { documentRouteOptions } from '../../features/documents/document-route'

export const Route = createFileRoute('/{-$lang}/accessibility')({
  ...documentRouteOptions('legal', 'accessibility', '/accessibility/'),
  component: function AccessibilityPage() {
    return <DocumentPage kind="legal" document={Route.useLoaderData()} />
  },
})
