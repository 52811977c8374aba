import { createIsomorphicFn } from '@tanstack/react-start'

import { fetchPublicData } from '../../lib/api/public-data'
import type { ServerList } from './server-list'
import { readServerList } from './server-list.server'

/**
 * The server list for a loader: in the server render the process's own list, in the browser the
 * public `/servers.json` (cached for a minute by the browser and any CDN). `undefined` when the
 * API has never answered: the page says so instead of failing.
 */
export const readServers = createIsomorphicFn()
  .server(() => readServerList())
  .client(() => fetchPublicData<ServerList>('servers', {}).catch(() => undefined))
