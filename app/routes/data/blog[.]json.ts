import { createFileRoute } from '@tanstack/react-router'

import { readBlogIndex } from '../../features/documents/document-reads.server'
import { BlogIndexRequestSchema } from '../../features/documents/document.schema'
import { publicDataHandler } from '../../lib/api/public-data.server'

/** The blog index for a client-side navigation (`fetchPublicData('blog', …)`). */
export const Route = createFileRoute('/data/blog.json')({
  server: {
    handlers: { GET: publicDataHandler(BlogIndexRequestSchema, 'content', ({ locale }) => readBlogIndex(locale)) },
  },
})
