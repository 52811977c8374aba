import { sessionCheckFn } from '../lib/auth/session-check.functions'
import { ACCOUNT_STATE_EVENT } from './account-state'

/** A tab asks at most this often; a session ended elsewhere shows here within this time. */
const SETTLED_FOR_MS = 60_000
const SETTLED_KEY = 'fvp:account-settled-at'

let pending: Promise<void> | undefined

/**
 * Spec 2's order (restore the session, fetch the user) for the header of a shared page: the
 * server answers with the visitor's state and, for a session that is no longer valid, clears the
 * session and the marker cookies in the same answer (`loadAuthState`), or refreshes
 * `fvp_user_access` for a valid one. Then the header reads the cookies again.
 */
export function settleAccountState(): Promise<void> {
  pending ??= settle().finally(() => (pending = undefined))
  return pending
}

async function settle(now = Date.now()): Promise<void> {
  const settledAt = Number(sessionStorage.getItem(SETTLED_KEY) ?? 0)
  if (now - settledAt < SETTLED_FOR_MS) return
  try {
    await sessionCheckFn()
    sessionStorage.setItem(SETTLED_KEY, String(now))
  } catch (error) {
    // Offline or the site is down: the header keeps what the cookies say; the next page asks again.
    console.warn('Could not check the session:', error)
    return
  }
  window.dispatchEvent(new Event(ACCOUNT_STATE_EVENT))
}
