import type { Locale } from '../../lib/i18n/locales'
import { loadInfoPage } from '../pages/info-page-route'
import { freeSubset } from './server-list'
import { readServers } from './server-list-read'
import { serverView } from './server-view'

/**
 * A servers page's loader (`/servers/`, and the free subset on `/free-vpn-servers/`): its words,
 * and the list shaped for the page's language (undefined when the API never answered).
 */
export async function loadServersPage(locale: Locale, slug: string, freeOnly: boolean) {
  const [page, list] = await Promise.all([loadInfoPage(locale, slug), readServers()])
  return { ...page, servers: list && serverView(freeOnly ? freeSubset(list) : list, locale) }
}
