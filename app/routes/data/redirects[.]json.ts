import { createFileRoute } from '@tanstack/react-router'

import { publicDataHandler } from '../../lib/api/public-data.server'
import { RedirectLookupSchema } from '../../lib/redirects/redirect-lookup.schema'
import { readRedirectTargets } from '../../lib/redirects/redirects.server'

/** The redirect table as seen from the browser, for client-side navigations (app/lib/routing/client-rules.ts). */
export const Route = createFileRoute('/data/redirects.json')({
  server: {
    handlers: { GET: publicDataHandler(RedirectLookupSchema, 'service', ({ path }) => readRedirectTargets(path)) },
  },
})
