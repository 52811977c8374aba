import type { ServerList } from '../servers/server-list'

/** How many server locations the service has, in how many countries (the home page's trust facts). */
export interface NetworkSize {
  countries: number
  locations: number
}

/** As the server list counts them (one location per city). */
export const networkSize = (list: ServerList): NetworkSize => ({
  countries: list.countryCount,
  locations: list.locationCount,
})
