import type { AuthState } from '../../lib/auth/auth-state'

/** How long a fetched auth state is trusted before a newly shown component asks again. */
export const AUTH_STALE_MS = 60_000

/**
 * The visitor's auth state for one router (one per request on the server, one per tab in the
 * browser). The account routes' guard fills it (server render and client navigation), the router
 * sends it along with the page, and components elsewhere fetch it after hydration. A small store
 * instead of TanStack Query: every page shows the account link, and Query in the start bundle
 * would cost ≈ 8 kB gzip on every public page (decision 011).
 */
export interface AuthStore {
  state: AuthState | undefined
  /** When `state` was set (ms since the epoch); 0 while unknown. */
  updatedAt: number
  pending: Promise<AuthState> | undefined
  listeners: Set<() => void>
}

export function createAuthStore(state?: AuthState, now = Date.now()): AuthStore {
  return { state, updatedAt: state ? now : 0, pending: undefined, listeners: new Set() }
}

export function setAuthState(store: AuthStore, state: AuthState, now = Date.now()): void {
  store.state = state
  store.updatedAt = now
  for (const listener of store.listeners) listener()
}

/** After a log-in through an e-mailed link: the next component that needs the state fetches it. */
export function forgetAuthState(store: AuthStore): void {
  store.state = undefined
  store.updatedAt = 0
  for (const listener of store.listeners) listener()
}

export function subscribeAuth(store: AuthStore, listener: () => void): () => void {
  store.listeners.add(listener)
  return () => store.listeners.delete(listener)
}

export function isAuthStale(store: AuthStore, now = Date.now()): boolean {
  return !store.state || now - store.updatedAt >= AUTH_STALE_MS
}

/**
 * Fetches the state when it is unknown or stale; callers at the same time share one request. A
 * failed request leaves the store as it was (components keep showing the anonymous state).
 */
export function refreshAuthState(
  store: AuthStore,
  fetchState: () => Promise<AuthState>,
  now: () => number = Date.now,
): Promise<AuthState | undefined> {
  if (!isAuthStale(store, now())) return Promise.resolve(store.state)
  store.pending ??= fetchState().finally(() => (store.pending = undefined))
  return store.pending.then(
    (state) => {
      setAuthState(store, state, now())
      return state
    },
    () => store.state,
  )
}
