/**
 * The status page's vocabulary, without a schema library: the site's status page imports these,
 * and a value import of contracts/status.ts would bring valibot into the page's code.
 */

/** The parts of the service the status page reports on; the website's own state is the site's. */
export const STATUS_COMPONENTS = ['website', 'account', 'payments', 'vpn'] as const
export type StatusComponent = (typeof STATUS_COMPONENTS)[number]

/** How an incident affects its component, from the mildest: planned work, slower or partly failing, down. */
export const INCIDENT_IMPACTS = ['maintenance', 'degraded', 'outage'] as const
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number]

/** How far back the status page looks. */
export const STATUS_HISTORY_DAYS = 90
