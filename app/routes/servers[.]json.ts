import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { readServerList } from '../features/servers/server-list.server'
import { publicDataHandler } from '../lib/api/public-data.server'

/**
 * Every server location, for the servers pages' client-side navigations and for people who script
 * their setups (docs/servers-feed.md); 503 until the API has answered once.
 */
export const Route = createFileRoute('/servers.json')({
  server: {
    handlers: {
      GET: publicDataHandler(v.strictObject({}), 'service', () => readServerList(), 'unavailable'),
    },
  },
})
