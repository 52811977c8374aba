import type { Incident } from '#contracts/status.ts'

/**
 * What the site knows of the service's state (`/status.json`, and the status page's loader): made
 * on every read, so it always answers, also while the account API is down.
 */
export interface StatusReport {
  /** When this report was made (ISO 8601). */
  checkedAt: string
  /** Whether the account API answered the site's last read. */
  accountReachable: boolean
  /** Since when its reads have failed (ISO 8601); null while it answers, or if it never has. */
  unreachableSince: string | null
  /** The incidents of the last 90 days and the open ones as last received; null if never received. */
  incidents: Incident[] | null
}
