import { createFileRoute } from '@tanstack/react-router'

import { readDocument } from '../../features/documents/document-reads.server'
import { DocumentRequestSchema } from '../../features/documents/document.schema'
import { publicDataHandler } from '../../lib/api/public-data.server'

/** A legal document or blog article for a client-side navigation (`fetchPublicData('document', …)`). */
export const Route = createFileRoute('/data/document.json')({
  server: {
    handlers: {
      GET: publicDataHandler(DocumentRequestSchema, 'content', ({ kind, locale, slug }) =>
        readDocument(kind, locale, slug),
      ),
    },
  },
})
