import { useRouter } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'

import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import { authStateFn } from './guard.functions'
import { refreshAuthState, setAuthState, subscribeAuth, type AuthStore } from './auth-store'

// The components' side of the auth state, apart from the route guard (auth-guards.ts): the guard runs
// in every route's start code, and these hooks would bring their code into the start bundle of
// every page, past its initial JavaScript budget (bench:js).

function useAuthStore(): AuthStore {
  return useRouter().options.context.authStore
}

/** The auth state for components: from the guard on account pages, fetched after hydration elsewhere. */
export function useAuth(): AuthState {
  const store = useAuthStore()
  const read = () => store.state
  // The server snapshot is the state the page was rendered with (sent along by the router), so
  // hydration sees the same markup.
  const state = useSyncExternalStore((listener) => subscribeAuth(store, listener), read, read)
  useEffect(() => {
    void refreshAuthState(store, () => authStateFn())
  }, [store])
  return state ?? ANONYMOUS
}

/** After log-in, log-out or a purchase: put the new state in place. */
export function useSetAuth() {
  const store = useAuthStore()
  return (state: AuthState) => setAuthState(store, state)
}
