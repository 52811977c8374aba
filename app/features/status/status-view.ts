import { STATUS_HISTORY_DAYS, type IncidentImpact, type StatusComponent } from '#contracts/status-terms.ts'
import { bcp47, type Locale } from '../../lib/i18n/locales'
import type { ServerList } from '../servers/server-list'
import {
  availability,
  type ComponentState,
  dailyStates,
  incidentState,
  isOpen,
  networkState,
  worse,
} from './status-model'
import type { StatusReport } from './status-report'

/** A day's state in one letter, so 90 days travel with the page as a short string. */
export const DAY_CODES: Record<ComponentState, string> = {
  operational: 'o',
  maintenance: 'm',
  degraded: 'd',
  outage: 'x',
}

export interface ComponentView {
  id: StatusComponent
  state: ComponentState
  /** The last 90 days, oldest first, one DAY_CODES letter each; null when the history is unknown. */
  days: string | null
  /** "99.98 %" in the page's language; null when the history is unknown. */
  availabilityText: string | null
}

export interface IncidentView {
  id: number
  component: StatusComponent
  impact: IncidentImpact
  summary: string
  /** `en` when the text is the English one on a page in another language (the fallback). */
  summaryLang: 'en' | null
  /** Start to end, or the start of an incident still going on. */
  timeText: string
  ongoing: boolean
  startedAt: string
}

export interface StatusView {
  overall: ComponentState
  checkedAt: string
  checkedText: string
  accountReachable: boolean
  unreachableSinceText: string | null
  components: ComponentView[]
  /** Newest first; null when the API has never answered. */
  incidents: IncidentView[] | null
  /** City names by state, in the page language's order; null when the server list is unknown. */
  locations: { online: string[]; maintenance: string[]; offline: string[] } | null
}

/**
 * The status page's data in the page's language, made by the loader (like server-view.ts: the
 * server's and the browser's Intl data differ, so no date or number is formatted while rendering).
 */
export function statusView(report: StatusReport, servers: ServerList | undefined, locale: Locale): StatusView {
  const tag = bcp47(locale)
  const now = Date.parse(report.checkedAt)
  const moment = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 })
  const incidents = report.incidents
  const fromIncidents = (component: StatusComponent) =>
    incidents ? incidentState(incidents, component, now) : 'operational'
  // Log-in, sign-up and orders all go through the account API: when the site cannot reach it,
  // both are down whatever the incidents say.
  const apiDown: ComponentState = report.accountReachable ? 'operational' : 'outage'
  const states: Record<StatusComponent, ComponentState> = {
    website: fromIncidents('website'),
    account: worse(fromIncidents('account'), apiDown),
    payments: worse(fromIncidents('payments'), apiDown),
    vpn: worse(fromIncidents('vpn'), servers ? networkState(servers.locations) : 'operational'),
  }
  const components = (Object.keys(states) as StatusComponent[]).map((id) => ({
    id,
    state: states[id],
    days: incidents
      ? dailyStates(incidents, id, now, STATUS_HISTORY_DAYS)
          .map((state) => DAY_CODES[state])
          .join('')
      : null,
    availabilityText: incidents ? percent.format(availability(incidents, id, now, STATUS_HISTORY_DAYS)) : null,
  }))
  const collator = new Intl.Collator(tag)
  const citiesWith = (status: string) =>
    (servers?.locations ?? [])
      .filter((location) => location.status === status)
      .map((location) => location.city)
      .sort(collator.compare)
  return {
    overall: components.reduce<ComponentState>((state, component) => worse(state, component.state), 'operational'),
    checkedAt: report.checkedAt,
    checkedText: moment.format(now),
    accountReachable: report.accountReachable,
    unreachableSinceText: report.unreachableSince && moment.format(Date.parse(report.unreachableSince)),
    components,
    incidents:
      incidents?.map((incident) => {
        const start = Date.parse(incident.started_at)
        const ongoing = isOpen(incident, now)
        const localSummary = incident.summary[locale]
        return {
          id: incident.id,
          component: incident.component,
          impact: incident.impact,
          summary: localSummary ?? incident.summary.en ?? '',
          summaryLang: localSummary === undefined && locale !== 'en' ? 'en' : null,
          timeText:
            ongoing || incident.resolved_at === null
              ? moment.format(start)
              : moment.formatRange(start, Date.parse(incident.resolved_at)),
          ongoing,
          startedAt: incident.started_at,
        }
      }) ?? null,
    locations: servers
      ? { online: citiesWith('online'), maintenance: citiesWith('maintenance'), offline: citiesWith('offline') }
      : null,
  }
}
