import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

import { readStatusReport } from '../features/status/status-report.server'
import { publicDataHandler } from '../lib/api/public-data.server'

/** The service's state and incidents, for the status page's client-side navigations and for monitoring. */
export const Route = createFileRoute('/status.json')({
  server: {
    handlers: {
      GET: publicDataHandler(v.strictObject({}), 'status', () => readStatusReport()),
    },
  },
})
