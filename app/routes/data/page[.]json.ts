import { createFileRoute } from '@tanstack/react-router'

import { readInfoPage } from '../../features/pages/page-content.server'
import { PageRequestSchema } from '../../features/pages/page-content.schema'
import { publicDataHandler } from '../../lib/api/public-data.server'

/** A page's words for a client-side navigation (`fetchPublicData('page', …)`). */
export const Route = createFileRoute('/data/page.json')({
  server: {
    handlers: {
      GET: publicDataHandler(PageRequestSchema, 'content', ({ locale, slug }) => readInfoPage(locale, slug)),
    },
  },
})
