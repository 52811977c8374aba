import { foldForSearch } from '../../lib/i18n/fold-for-search'
import type { ServerLocation } from './server-list'

/** The regions the server list groups its locations under, in the order it shows them. */
export const REGIONS = ['europe', 'americas', 'asia-pacific', 'middle-east-africa', 'other'] as const
export type Region = (typeof REGIONS)[number]

export interface ServerFilter {
  /** Words typed into the search field: each must be found in the city or the country's name. */
  query: string
  freeOnly: boolean
  /** A country code, or '' for every country. */
  country: string
}

export const NO_FILTER: ServerFilter = { query: '', freeOnly: false, country: '' }

/**
 * The locations a filter keeps. The search looks at the city, the country's code and the names
 * each location carries (the page's language and English: a visitor finds "Germany" on the
 * Japanese page too).
 */
export function filterLocations<L extends ServerLocation & { countryNames: string[] }>(
  locations: readonly L[],
  filter: ServerFilter,
): L[] {
  const words = foldForSearch(filter.query).split(/\s+/).filter(Boolean)
  return locations.filter((location) => {
    if (filter.freeOnly && !location.free) return false
    if (filter.country && location.countryCode !== filter.country) return false
    if (words.length === 0) return true
    const haystack = foldForSearch([location.city, location.countryCode, ...location.countryNames].join(' '))
    return words.every((word) => haystack.includes(word))
  })
}

/** The locations under their regions, in REGIONS order; empty regions left out. */
export function groupByRegion<L extends ServerLocation>(locations: readonly L[]): { region: Region; locations: L[] }[] {
  return REGIONS.map((region) => ({
    region,
    locations: locations.filter((location) => location.region === region),
  })).filter((group) => group.locations.length > 0)
}
