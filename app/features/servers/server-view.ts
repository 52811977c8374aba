import { bcp47, type Locale } from '../../lib/i18n/locales'
import type { ServerList, ServerLocation } from './server-list'

export interface LocationView extends ServerLocation {
  countryName: string
  /** What the search matches besides the city: the country's name in the page's language and in English. */
  countryNames: string[]
  /** The load as a percentage in the page's language, when known. */
  loadText: string | null
}

export interface ServerView extends Omit<ServerList, 'locations'> {
  updatedText: string
  /** In the page language's order of country names, then cities. */
  locations: LocationView[]
  /** The countries of the list for the country filter, in the same order. */
  countries: { code: string; name: string }[]
}

/**
 * The server list with its names, numbers and order in the page's language, made by the loader:
 * the server's and the browser's Intl data differ between versions (a country's name, the spacing
 * in a time), so text made during the render would not match when the page hydrates.
 */
export function serverView(list: ServerList, locale: Locale): ServerView {
  const local = new Intl.DisplayNames([bcp47(locale)], { type: 'region' })
  const english = new Intl.DisplayNames(['en'], { type: 'region' })
  const collator = new Intl.Collator(bcp47(locale))
  const percent = new Intl.NumberFormat(bcp47(locale), { style: 'percent', maximumFractionDigits: 0 })
  // Day, month, hour and minute, in UTC and saying so.
  const moment = new Intl.DateTimeFormat(bcp47(locale), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })
  const locations = list.locations
    .map((location) => {
      const countryName = local.of(location.countryCode) ?? location.countryCode
      return {
        ...location,
        countryName,
        countryNames: [countryName, english.of(location.countryCode) ?? location.countryCode],
        loadText: location.load === null ? null : percent.format(location.load / 100),
      }
    })
    .sort((a, b) => collator.compare(a.countryName, b.countryName) || collator.compare(a.city, b.city))
  const countries = new Map(locations.map((location) => [location.countryCode, location.countryName]))
  return {
    ...list,
    updatedText: moment.format(new Date(list.updatedAt)),
    locations,
    countries: [...countries].map(([code, name]) => ({ code, name })),
  }
}
