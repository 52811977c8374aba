import { useQuery, useQueryClient } from '@tanstack/react-query'

import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import { authStateFn } from './auth.functions'
import { AUTH_QUERY_KEY } from './use-auth'

// The components' side of the auth state, apart from the route guard (use-auth.ts): the guard runs
// in every route's start code, and these hooks would bring the query observers into the start
// bundle of every page (issue 7 JS budget).

/** The auth state for components: from the guard on account pages, fetched after hydration elsewhere. */
export function useAuth(): AuthState {
  const query = useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: () => authStateFn(), staleTime: 60_000 })
  return query.data ?? ANONYMOUS
}

/** After log-in, log-out or a purchase: put the new state in place. */
export function useSetAuth() {
  const queryClient = useQueryClient()
  return (state: AuthState) => queryClient.setQueryData(AUTH_QUERY_KEY, state)
}
