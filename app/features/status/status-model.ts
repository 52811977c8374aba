import type { Incident } from '#contracts/status.ts'
import type { IncidentImpact, StatusComponent } from '#contracts/status-terms.ts'
import type { ServerLocation } from '../servers/server-list'

/** A component's state: working, or the worst impact of its open incidents. */
export type ComponentState = 'operational' | IncidentImpact

const RANK: Record<ComponentState, number> = { operational: 0, maintenance: 1, degraded: 2, outage: 3 }

export const worse = (a: ComponentState, b: ComponentState): ComponentState => (RANK[b] > RANK[a] ? b : a)

const DAY_MS = 24 * 60 * 60 * 1000

const startOf = (incident: Incident) => Date.parse(incident.started_at)
const endOf = (incident: Incident, now: number) =>
  incident.resolved_at === null ? now : Math.min(now, Date.parse(incident.resolved_at))

/** Whether an incident is going on at `now` (started, and not yet resolved). */
export const isOpen = (incident: Incident, now: number) =>
  startOf(incident) <= now && (incident.resolved_at === null || Date.parse(incident.resolved_at) > now)

/** The state of a component from its open incidents. */
export function incidentState(incidents: readonly Incident[], component: StatusComponent, now: number): ComponentState {
  return incidents
    .filter((incident) => incident.component === component && isOpen(incident, now))
    .reduce<ComponentState>((state, incident) => worse(state, incident.impact), 'operational')
}

/**
 * The VPN network's own state from its locations: any offline is a partial outage (degraded), any
 * in maintenance is maintenance. A network with no location at all is down.
 */
export function networkState(locations: readonly ServerLocation[]): ComponentState {
  if (locations.length === 0) return 'outage'
  if (locations.every((location) => location.status === 'offline')) return 'outage'
  if (locations.some((location) => location.status === 'offline')) return 'degraded'
  if (locations.some((location) => location.status === 'maintenance')) return 'maintenance'
  return 'operational'
}

/**
 * One state per UTC day for the last `days` days, oldest first and today last: the worst impact
 * of the component's incidents that overlapped that day.
 */
export function dailyStates(
  incidents: readonly Incident[],
  component: StatusComponent,
  now: number,
  days: number,
): ComponentState[] {
  const today = Math.floor(now / DAY_MS)
  const states: ComponentState[] = Array.from({ length: days }, () => 'operational')
  for (const incident of incidents) {
    if (incident.component !== component) continue
    const first = Math.max(Math.floor(startOf(incident) / DAY_MS), today - days + 1)
    const last = Math.min(Math.floor(Math.max(endOf(incident, now) - 1, startOf(incident)) / DAY_MS), today)
    for (let day = first; day <= last; day++) {
      const index = day - (today - days + 1)
      states[index] = worse(states[index]!, incident.impact)
    }
  }
  return states
}

/**
 * The share of the last `days` days the component was not down (0–1): the time covered by its
 * outages, overlaps counted once, taken from the whole. Slow-downs and planned work are not
 * downtime.
 */
export function availability(
  incidents: readonly Incident[],
  component: StatusComponent,
  now: number,
  days: number,
): number {
  const from = now - days * DAY_MS
  const spans = incidents
    .filter((incident) => incident.component === component && incident.impact === 'outage')
    .map((incident) => [Math.max(startOf(incident), from), endOf(incident, now)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  let down = 0
  let reached = from
  for (const [start, end] of spans) {
    if (end <= reached) continue
    down += end - Math.max(start, reached)
    reached = end
  }
  return 1 - down / (days * DAY_MS)
}
