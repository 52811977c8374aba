import type { NodePools, NodeStatus } from '#contracts/catalog.ts'
import { regionOf } from './country-regions'
import { serverList, type ServerList, type ServerLocation } from './server-list'
import { polledSource } from '../../lib/api/polled-source'
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

/**
 * The server list for pages and `/servers.json`, read on a schedule (polledSource): the last good
 * list is kept when a refresh fails, and marked stale after three refreshes without an answer.
 */
export function serverListSource({
  fetchPools,
  refreshMs = SERVER_LIST_REFRESH_MS,
  now = Date.now,
  schedule,
}: SourceOptions) {
  const source = polledSource({
    fetch: async () => locationsFromPools(await fetchPools()),
    refreshMs,
    name: 'Server list',
    now,
    schedule,
  })
  return {
    refresh: source.refresh,
    async read(): Promise<ServerList | undefined> {
      const kept = await source.read()
      if (!kept) return undefined
      return serverList(kept.value, new Date(kept.at), now() - kept.at > 3 * refreshMs)
    },
  }
}
