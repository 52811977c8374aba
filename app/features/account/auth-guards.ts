import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'

import { ACCOUNT_UNAVAILABLE } from '../../lib/api/api-result'
import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import type { RouteKind } from '../../lib/auth/route-guard'
import type { Locale } from '../../lib/i18n/locales'
import { localizePath } from '../../lib/routing/locale-path'
import { accountServiceFn } from './account-service.functions'
import { guardFn } from './guard.functions'
import { setAuthState, type AuthStore } from './auth-store'

/** Seconds a browser or crawler is asked to wait before trying an account page again. */
const RETRY_AFTER_SECONDS = 30

// The account API cannot answer: HTTP 503 with Retry-After, never stored by a cache.
const markUnavailable = createIsomorphicFn()
  .server(() => {
    setResponseStatus(503)
    setResponseHeader('retry-after', String(RETRY_AFTER_SECONDS))
    setResponseHeader('cache-control', 'no-store')
  })
  .client(() => undefined)

/** Ends the route with the "temporarily unavailable" page (503 on the server render). */
export function accountUnavailable(): never {
  markUnavailable()
  throw new Error(ACCOUNT_UNAVAILABLE)
}

interface GuardContext {
  authStore: AuthStore
  locale: Locale
}

/**
 * Runs the spec's route guard for an account route (server render and client navigation alike)
 * and keeps the resulting state in the router's auth store for the page.
 */
export async function guardRoute(
  { authStore, locale }: GuardContext,
  location: { pathname: string; searchStr: string },
  kind: RouteKind,
  preload = false,
): Promise<AuthState> {
  // Link intent: nothing to decide yet; the guard runs when the visitor really navigates.
  if (preload) return authStore.state ?? ANONYMOUS
  const outcome = await guardFn({ data: { kind } })
  if (outcome.type === 'unavailable') accountUnavailable()
  setAuthState(authStore, outcome.state)
  if (outcome.type === 'allow') return outcome.state
  if (outcome.to === 'profile')
    throw redirect({ href: localizePath('/cabinet/profile/', locale), to: undefined as never })
  const back = kind === 'protected' ? `?return=${encodeURIComponent(location.pathname + location.searchStr)}` : ''
  throw redirect({ href: `${localizePath('/login/', locale)}${back}`, to: undefined as never })
}

/**
 * For account pages without the guard (sign-up, reset, confirm): they only work with the account
 * API, so while it is down they answer the "temporarily unavailable" page (503) instead of a form
 * that cannot be sent.
 */
export async function requireAccountService(preload = false): Promise<void> {
  if (preload) return
  if (!(await accountServiceFn())) accountUnavailable()
}
