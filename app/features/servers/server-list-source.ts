import { locationsFromPools, serverList, type ServerList, type ServerLocation } from './server-list'
import type { NodePools } from '#contracts/catalog.ts'
import { SERVER_LIST_REFRESH_MS } from '../../lib/site/live-pages'

interface SourceOptions {
  fetchPools: () => Promise<NodePools>
  refreshMs?: number
  now?: () => number
  /** Starts the schedule; tests drive `refresh` themselves. */
  schedule?: (refresh: () => void, everyMs: number) => void
}

const everyUnref = (refresh: () => void, everyMs: number) => setInterval(refresh, everyMs).unref()

/**
 * The server list for pages and `/servers.json`: fetched once on first use, then refreshed on a
 * schedule, so no request ever waits for the API once a list is known. A failed refresh keeps the
 * last good list, which is marked stale after three refreshes without an answer; before any answer, reads wait for
 * the first fetch and get `undefined` if it fails (the next read tries again).
 */
export function serverListSource({
  fetchPools,
  refreshMs = SERVER_LIST_REFRESH_MS,
  now = Date.now,
  schedule = everyUnref,
}: SourceOptions) {
  let kept: { locations: ServerLocation[]; at: number } | undefined
  let inFlight: Promise<void> | undefined
  let scheduled = false

  function refresh(): Promise<void> {
    inFlight ??= fetchPools()
      .then((pools) => {
        kept = { locations: locationsFromPools(pools), at: now() }
      })
      .catch((error: unknown) => {
        console.warn('Server list unavailable:', error instanceof Error ? error.message : error)
      })
      .finally(() => (inFlight = undefined))
    return inFlight
  }

  return {
    refresh,
    async read(): Promise<ServerList | undefined> {
      if (!scheduled) {
        scheduled = true
        schedule(() => void refresh(), refreshMs)
      }
      if (!kept) await refresh()
      if (!kept) return undefined
      return serverList(kept.locations, new Date(kept.at), now() - kept.at > 3 * refreshMs)
    },
  }
}
