import type { SiteInfo } from '../../lib/site/site-info'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const SCRIPT_ID = 'analytics-gtm'

/**
 * Starts analytics after consent: creates `dataLayer`, records the consent, and loads the tag
 * manager when one is configured. Called only when the visitor has accepted.
 */
export function startAnalytics(analytics: SiteInfo['analytics']): void {
  window.dataLayer ??= []
  if (!analytics || document.getElementById(SCRIPT_ID)) return
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = SCRIPT_ID
  script.async = true
  script.src = `${analytics.scriptUrl}?id=${encodeURIComponent(analytics.containerId)}`
  document.head.append(script)
}
