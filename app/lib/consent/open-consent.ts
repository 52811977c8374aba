/** Event the footer's "Cookie settings" link sends to reopen the cookie banner. */
export const OPEN_CONSENT_EVENT = 'planet:open-cookie-settings'
