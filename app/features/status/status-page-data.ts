import type { Locale } from '../../lib/i18n/locales'
import { loadInfoPage } from '../pages/info-page-route'
import { readServers } from '../servers/server-list-read'
import { readStatus } from './status-report-read'
import { statusView } from './status-view'

/** The status page's loader: its words, and the service's state shaped for the page's language. */
export async function loadStatusPage(locale: Locale) {
  const [page, report, servers] = await Promise.all([loadInfoPage(locale, 'status'), readStatus(), readServers()])
  return { ...page, status: report && statusView(report, servers, locale) }
}
