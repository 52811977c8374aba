import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import {
  ChangePasswordSchema,
  ForgotSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionSchema,
} from '../../../server/contracts/auth'
import { accountCall, accountServiceAvailable } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import { runGuard, type GuardOutcome, type RouteKind } from '../../lib/auth/route-guard'
import {
  clearSession,
  loadAuthState,
  sessionState,
  readSessionToken,
  storeSessionToken,
} from '../../lib/auth/session.server'
import { reportAffiliateEvent } from './affiliate.server'

export type FormResult = { ok: true } | { ok: false; error: ApiFailure }
export type AuthResult = { ok: true; state: AuthState } | { ok: false; error: ApiFailure }

const Done = v.unknown()
const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'token_invalid'))

const fail = (error: ApiFailure) => ({ ok: false as const, error })

/** The visitor's auth state without the token (public pages ask for it after hydration). */
export const authStateFn = createServerFn({ method: 'GET' }).handler(async () => (await loadAuthState()).state)

/** Spec 2: the global route guard, run on the server for the first page and for every navigation. */
export const guardFn = createServerFn({ method: 'GET' })
  .validator(v.object({ kind: v.picklist(['login', 'forgot-password', 'protected', 'open']) }))
  .handler(async ({ data }): Promise<GuardOutcome | { type: 'unavailable' }> => {
    const hasToken = Boolean(readSessionToken())
    // Without a session nothing below asks the API, yet every account page needs it: check first.
    if (!hasToken && !(await accountServiceAvailable())) return { type: 'unavailable' }
    let unavailable = false
    const outcome = await runGuard(data.kind as RouteKind, { ...ANONYMOUS, hasToken }, async () => {
      const result = await loadAuthState()
      unavailable = result.unavailable
      return result.failed ? null : result.state
    })
    // The API is down: say so (503) instead of signing the visitor out.
    if (unavailable) return { type: 'unavailable' }
    if (outcome.type === 'redirect' && outcome.signOut && hasToken) clearSession()
    return outcome
  })

async function startSession(token: string): Promise<AuthResult> {
  storeSessionToken(token)
  const [state, error] = await sessionState(token)
  return error ? fail(error) : { ok: true, state }
}

export const loginFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(LoginSchema)
  .handler(async ({ data }): Promise<AuthResult> => {
    const [session, error] = await accountCall(SessionSchema, '/login', { method: 'POST', body: data })
    return error ? fail(error) : startSession(session.token)
  })

export const registerFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(RegisterSchema)
  .handler(async ({ data }): Promise<AuthResult> => {
    const [session, error] = await accountCall(SessionSchema, '/register', { method: 'POST', body: data })
    if (error) return fail(error)
    await reportAffiliateEvent('signup', '/sign-up/')
    return startSession(session.token)
  })

export const forgotFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(ForgotSchema)
  .handler(async ({ data }): Promise<FormResult> => {
    const [, error] = await accountCall(Done, '/forgot', { method: 'POST', body: data })
    return error ? fail(error) : { ok: true }
  })

export const resetFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ token: TokenSchema, ...ResetPasswordSchema.entries }))
  .handler(async ({ data }): Promise<FormResult> => {
    const [, error] = await accountCall(Done, '/user/password/reset', {
      method: 'POST',
      body: { password: data.password },
      token: data.token,
    })
    if (error) return fail(error)
    // Every session of the account was revoked by the reset, this browser's too.
    if (readSessionToken()) clearSession()
    return { ok: true }
  })

export const confirmFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ token: TokenSchema }))
  .handler(async ({ data }): Promise<FormResult> => {
    const [, error] = await accountCall(Done, '/user/confirm', { method: 'POST', token: data.token })
    return error ? fail(error) : { ok: true }
  })

/** Calls that need the session: without one they fail like an expired session. */
async function withSession<T>(call: (token: string) => Promise<T>): Promise<T | ReturnType<typeof fail>> {
  const token = readSessionToken()
  if (!token) return fail({ status: 401, code: 'unauthorized' })
  return call(token)
}

export const resendConfirmationFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .handler((): Promise<FormResult> =>
    withSession(async (token) => {
      const [, error] = await accountCall(Done, '/user/confirm/send', { method: 'POST', token })
      return error ? fail(error) : { ok: true as const }
    }),
  )

export const changePasswordFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(ChangePasswordSchema)
  .handler(({ data }): Promise<FormResult> =>
    withSession(async (token) => {
      const [, error] = await accountCall(Done, '/user/password/change', { method: 'POST', body: data, token })
      return error ? fail(error) : { ok: true as const }
    }),
  )

export const cancelSubscriptionFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ gateway: v.picklist(['stripe', 'aliumpay']) }))
  .handler(({ data }): Promise<FormResult> =>
    withSession(async (token) => {
      const [, error] = await accountCall(Done, `/subscriptions/${data.gateway}`, { method: 'DELETE', token })
      return error ? fail(error) : { ok: true as const }
    }),
  )

/** Spec 4: sign-out clears the state and cookies first; the logout call's failure is only logged. */
export const logoutFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .handler(async (): Promise<AuthState> => {
    const token = readSessionToken()
    clearSession()
    if (token) {
      const [, error] = await accountCall(Done, '/logout', { method: 'POST', token })
      if (error) console.warn('Logout call failed:', error.code)
    }
    return ANONYMOUS
  })

const ActionKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'key_invalid'))

/**
 * `/profile-check/?key=…`: where the app sends a signed-in user. The app's action key is exchanged
 * for a session — a state change, so same-site only: a link on another site cannot log a visitor
 * into an account of the link's author (the app opens the browser directly: `Sec-Fetch-Site: none`).
 */
export const actionKeyLoginFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ key: ActionKeySchema }))
  .handler(async ({ data }): Promise<FormResult> => {
    const [session, error] = await accountCall(SessionSchema, '/v4/action-key/exchange', {
      method: 'POST',
      body: { key: data.key },
    })
    if (error) return fail(error)
    storeSessionToken(session.token)
    return { ok: true }
  })

/**
 * `/profile-check/` without a key only looks whether the visitor is logged in (profile or log-in
 * next), so it stays a read: links to it from anywhere keep working.
 */
export const profileCheckFn = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ loggedIn: boolean; unavailable: boolean }> => {
    const { state, unavailable } = await loadAuthState()
    return { loggedIn: Boolean(state.email), unavailable }
  },
)
