import * as v from 'valibot'

import { StatusSchema } from '#contracts/status.ts'
import { polledSource } from '../../lib/api/polled-source'
import { serviceClient } from '../../lib/api/service-client.server'
import { STATUS_REFRESH_MS } from '../../lib/site/live-pages'
import type { StatusReport } from './status-report'

const source = polledSource({
  fetch: async () => v.parse(StatusSchema, await serviceClient('/status')),
  refreshMs: STATUS_REFRESH_MS,
  name: 'Service status',
})

/** The service's state as the site last read it from the API's `/status` (read every minute). */
export async function readStatusReport(): Promise<StatusReport> {
  const kept = await source.read()
  return {
    checkedAt: new Date().toISOString(),
    accountReachable: kept !== undefined && kept.failingSince === undefined,
    unreachableSince: kept?.failingSince === undefined ? null : new Date(kept.failingSince).toISOString(),
    incidents: kept?.value.incidents ?? null,
  }
}
