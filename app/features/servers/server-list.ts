import type { NodeStatus } from '#contracts/catalog.ts'
import type { Region } from './server-regions'

/**
 * The service's server locations as the site shows them and publishes them (`/servers.json`): one
 * entry per city. The API lists a server per tier, so a city with a free and a Premium server is
 * one location open to both; its load is the busier server's and it is online when any is.
 */
export interface ServerLocation {
  countryCode: string
  /** Where the list shows it (country-regions.ts). */
  region: Region
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
