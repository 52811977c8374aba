import type { NodePools, NodeStatus } from '#contracts/catalog.ts'

/**
 * The service's server locations as the site shows them and publishes them (`/servers.json`): one
 * entry per city. The API lists a server per tier, so a city with a free and a Premium server is
 * one location open to both; its load is the busier server's and it is online when any is.
 */
export interface ServerLocation {
  countryCode: string
  city: string
  /** Free locations are open to everyone; every location is open to Premium. */
  free: boolean
  /** Share of capacity in use, 0–100; null until a server there has reported. */
  load: number | null
  status: NodeStatus
  latitude: number | null
  longitude: number | null
}

export interface ServerList {
  /** When the site last received the list from the API (ISO 8601). */
  updatedAt: string
  /** The API has not answered for a while: this is the last list it gave. */
  stale: boolean
  countryCount: number
  locationCount: number
  /** By country code, then city. */
  locations: ServerLocation[]
}

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

export function serverList(locations: ServerLocation[], updatedAt: Date, stale: boolean): ServerList {
  return {
    updatedAt: updatedAt.toISOString(),
    stale,
    countryCount: new Set(locations.map((location) => location.countryCode)).size,
    locationCount: locations.length,
    locations,
  }
}

/** The free locations only, with their counts. */
export function freeSubset(list: ServerList): ServerList {
  return serverList(
    list.locations.filter((location) => location.free),
    new Date(list.updatedAt),
    list.stale,
  )
}
