import * as v from 'valibot'

import { NodePoolsSchema } from '#contracts/catalog.ts'
import { serviceClient } from '../../lib/api/service-client.server'

export interface FreeLocation {
  countryCode: string
  cities: string[]
}

let lastGood: FreeLocation[] | undefined

/** Free server locations from `/nodes-pools`; the last good answer when the API fails. */
export async function loadFreeLocations(): Promise<FreeLocation[]> {
  try {
    const pools = v.parse(NodePoolsSchema, await serviceClient('/nodes-pools', { query: { tier: 'free' } }))
    lastGood = pools
      .map((pool) => ({ countryCode: pool.country_code, cities: pool.locations.map((l) => l.city) }))
      .filter((pool) => pool.cities.length > 0)
    return lastGood
  } catch (error) {
    console.warn('Free locations unavailable:', error instanceof Error ? error.message : error)
    if (lastGood) return lastGood
    throw new Error('free_locations_unavailable', { cause: error })
  }
}
