import type { NodePools } from '#contracts/catalog.ts'

/** How many server locations the service has, in how many countries (the home page's trust facts). */
export interface NetworkSize {
  countries: number
  locations: number
}

/** Counted from the API's locations (every tier): countries with at least one location. */
export function networkSize(pools: NodePools): NetworkSize {
  const withLocations = pools.filter((pool) => pool.locations.length > 0)
  return {
    countries: withLocations.length,
    locations: withLocations.reduce((sum, pool) => sum + pool.locations.length, 0),
  }
}
