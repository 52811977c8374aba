import type { NodePools, NodeStatus } from '#contracts/catalog.ts'
import { regionOf } from './country-regions'
import { serverList, type ServerList, type ServerLocation } from './server-list'
import { SERVER_LIST_REFRESH_MS } from '../../lib/site/live-pages'

const STATUS_RANK: Record<NodeStatus, number> = { online: 0, maintenance: 1, offline: 2 }

/** The API's answer as one entry per city (see ServerLocation), without the timing facts. */
export function locationsFromPools(pools: NodePools): ServerLocation[] {
  const byCity = new Map<string, ServerLocation>()
  for (const pool of pools) {
    for (const node of pool.locations) {
      const key = `${pool.country_code}\n${node.city}`
      const known = byCity.get(key)
      if (!known) {
        byCity.set(key, {
          countryCode: pool.country_code,
          region: regionOf(pool.country_code),
          city: node.city,
          free: node.tier === 'free',
          load: node.load,
          status: node.status,
          latitude: node.latitude,
          longitude: node.longitude,
        })
        continue
      }
      known.free ||= node.tier === 'free'
      if (node.load !== null) known.load = Math.max(known.load ?? 0, node.load)
      if (STATUS_RANK[node.status] < STATUS_RANK[known.status]) known.status = node.status
      known.latitude ??= node.latitude
      known.longitude ??= node.longitude
    }
  }
  return [...byCity.values()].sort((a, b) => compare(a.countryCode, b.countryCode) || compare(a.city, b.city))
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

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
