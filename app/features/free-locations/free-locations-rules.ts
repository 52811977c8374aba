import type { ServerList } from '../servers/server-list'

/**
 * The free-locations modal opens by itself once per visitor (cookie `show_free_locations_modal`),
 * on the home page, and only when nothing else asks for attention: the cookie banner has been
 * answered, no service popup is open or was shown in this page view (one dialog per page view:
 * closing one must not open the next), the visitor is not in the app and is not a premium user.
 */
export function shouldAutoOpenFreeLocations(input: {
  cookie: string | undefined
  consentAnswered: boolean
  servicePopupShown: boolean
  isSourceApp: boolean
  premium: boolean
}): boolean {
  return (
    input.cookie !== '0' && input.consentAnswered && !input.servicePopupShown && !input.isSourceApp && !input.premium
  )
}

/** Written when the visitor closes the modal: it will not open by itself again. */
export const FREE_LOCATIONS_SEEN = '0'

/** The free locations by country, in the list's order, as the modal shows them. */
export function freeCitiesByCountry(list: ServerList): { countryCode: string; cities: string[] }[] {
  const byCountry = new Map<string, string[]>()
  for (const location of list.locations) {
    if (!location.free) continue
    byCountry.set(location.countryCode, [...(byCountry.get(location.countryCode) ?? []), location.city])
  }
  return [...byCountry].map(([countryCode, cities]) => ({ countryCode, cities }))
}
