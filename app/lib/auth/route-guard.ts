import { isLoggedIn, signedOut, type AuthState } from './auth-state'

/** What the target route is, for the guard: closed to logged-in users, protected, or open. */
export type RouteKind = 'login' | 'forgot-password' | 'protected' | 'open'

export type GuardOutcome =
  | { type: 'allow'; state: AuthState }
  | { type: 'redirect'; to: 'login' | 'profile'; state: AuthState; signOut: boolean }

const closedToUsers = (kind: RouteKind) => kind === 'login' || kind === 'forgot-password'

/**
 * Spec 2, the global route guard, in order:
 * 1. a stored token, not yet logged in → restore and fetch user info; failure → remove the token and
 *    go to login; success on login/forgot-password → profile;
 * 2. logged in on login/forgot-password → profile;
 * 3. not logged in on a protected route → sign out and go to login.
 */
export async function runGuard(
  kind: RouteKind,
  initial: AuthState,
  fetchUserInfo: (state: AuthState) => Promise<AuthState | null>,
): Promise<GuardOutcome> {
  let state = initial
  if (state.hasToken && !isLoggedIn(state)) {
    const fetched = await fetchUserInfo(state)
    if (!fetched) return { type: 'redirect', to: 'login', state: signedOut(state), signOut: true }
    state = fetched
    if (closedToUsers(kind)) return { type: 'redirect', to: 'profile', state, signOut: false }
  }
  if (isLoggedIn(state) && closedToUsers(kind)) return { type: 'redirect', to: 'profile', state, signOut: false }
  if (!isLoggedIn(state) && kind === 'protected') {
    return { type: 'redirect', to: 'login', state: signedOut(state), signOut: true }
  }
  return { type: 'allow', state }
}
