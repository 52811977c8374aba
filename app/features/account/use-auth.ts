import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

import { ACCOUNT_UNAVAILABLE } from '../../lib/api/api-result'
import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import type { RouteKind } from '../../lib/auth/route-guard'
import type { Locale } from '../../lib/i18n/locales'
import { localizePath } from '../../lib/routing/locale-path'
import { authStateFn, guardFn } from './auth.functions'

export const AUTH_QUERY_KEY = ['auth'] as const

const markUnavailable = createIsomorphicFn()
  .server(() => setResponseStatus(503))
  .client(() => undefined)

interface GuardContext {
  queryClient: QueryClient
  locale: Locale
}

/**
 * Runs the spec's route guard for an account route (server render and client navigation alike)
 * and keeps the resulting state in the query cache for the page.
 */
export async function guardRoute(
  { queryClient, locale }: GuardContext,
  location: { pathname: string; searchStr: string },
  kind: RouteKind,
  preload = false,
): Promise<AuthState> {
  // Link intent: nothing to decide yet; the guard runs when the visitor really navigates.
  if (preload) return queryClient.getQueryData<AuthState>(AUTH_QUERY_KEY) ?? ANONYMOUS
  const outcome = await guardFn({ data: { kind } })
  if (outcome.type === 'unavailable') {
    markUnavailable()
    throw new Error(ACCOUNT_UNAVAILABLE)
  }
  queryClient.setQueryData(AUTH_QUERY_KEY, outcome.state)
  if (outcome.type === 'allow') return outcome.state
  if (outcome.to === 'profile')
    throw redirect({ href: localizePath('/cabinet/profile/', locale), to: undefined as never })
  const back = kind === 'protected' ? `?return=${encodeURIComponent(location.pathname + location.searchStr)}` : ''
  throw redirect({ href: `${localizePath('/login/', locale)}${back}`, to: undefined as never })
}

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
