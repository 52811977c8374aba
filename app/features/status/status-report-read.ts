import { createIsomorphicFn } from '@tanstack/react-start'

import { fetchPublicData } from '../../lib/api/public-data'
import type { StatusReport } from './status-report'
import { readStatusReport } from './status-report.server'

/**
 * The status report for a loader: in the server render the process's own, in the browser the
 * public `/status.json`; `undefined` only when the browser cannot reach the site itself.
 */
export const readStatus = createIsomorphicFn()
  .server(() => readStatusReport())
  .client(() => fetchPublicData<StatusReport>('status', {}).catch(() => undefined))
