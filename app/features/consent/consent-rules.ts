/** Values of the `cookies_popup_status` cookie: the visitor's answer to the consent banner. */
export type ConsentStatus = 'accepted' | 'declined'

export function parseConsent(value: string | undefined): ConsentStatus | undefined {
  return value === 'accepted' || value === 'declined' ? value : undefined
}

/** Analytics (the tag manager and its `dataLayer`) may start only after an explicit yes. */
export function analyticsAllowed(status: ConsentStatus | undefined): boolean {
  return status === 'accepted'
}
