import { COOKIE, readCookie } from '#contracts/cookies.ts'

/**
 * What the header shows about the visitor's account, from the cookies scripts may read: the
 * session cookie itself is httpOnly. Those markers can outlive the session (it expired, was
 * revoked, or was never valid), so a page whose HTML is shared by everyone checks them once
 * against the server after hydration (settle-account-state.ts) and tells the header here.
 */
export const ACCOUNT_STATE_EVENT = 'fvp:account-state'

export const readLoggedIn = () => readCookie(document.cookie, COOKIE.isLoggedIn) === '1'

/** Markers that only a session may set: with either, the server has to confirm the session. */
export const hasAccountMarkers = (cookies: string) =>
  readCookie(cookies, COOKIE.isLoggedIn) !== undefined || readCookie(cookies, COOKIE.userAccess) !== undefined

export function onAccountStateChange(listener: () => void): () => void {
  window.addEventListener(ACCOUNT_STATE_EVENT, listener)
  return () => window.removeEventListener(ACCOUNT_STATE_EVENT, listener)
}
