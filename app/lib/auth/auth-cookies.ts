import { COOKIE } from '#contracts/cookies.ts'

export interface CookieChange {
  name: string
  value: string
  remove: boolean
}

const set = (name: string, value: string): CookieChange => ({ name, value, remove: false })
const remove = (name: string): CookieChange => ({ name, value: '', remove: true })

/**
 * Spec 4: not logged in → set `fvp_needs_refresh`, remove `fvp_is_logged_in`; logged in → the
 * reverse. Used after sign-out and after a successful log-in.
 */
export function loginMarkerCookies(loggedIn: boolean): CookieChange[] {
  return loggedIn
    ? [remove(COOKIE.needsRefresh), set(COOKIE.isLoggedIn, '1')]
    : [set(COOKIE.needsRefresh, '1'), remove(COOKIE.isLoggedIn)]
}

/** Spec 4: after user info, `fvp_user_access` is `premium` or `free`; removed when there is no access. */
export function accessCookie(access: 'premium' | 'public' | undefined): CookieChange {
  if (!access) return remove(COOKIE.userAccess)
  return set(COOKIE.userAccess, access === 'premium' ? 'premium' : 'free')
}
