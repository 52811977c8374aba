import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import {
  ChangePasswordSchema,
  ForgotSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionSchema,
  type Session,
} from '#contracts/auth.ts'
import { accountCall } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { ANONYMOUS, type AuthState } from '../../lib/auth/auth-state'
import { clearSession, sessionState, readSessionToken, storeSessionToken } from '../../lib/auth/session.server'
import { reportAffiliateEvent } from './affiliate.server'

export type FormResult = { ok: true } | { ok: false; error: ApiFailure }
export type AuthResult = { ok: true; state: AuthState } | { ok: false; error: ApiFailure }

const Done = v.unknown()
const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'token_invalid'))

const fail = (error: ApiFailure) => ({ ok: false as const, error })

async function startSession(session: Session): Promise<AuthResult> {
  storeSessionToken(session)
  const [state, error] = await sessionState(session.token)
  return error ? fail(error) : { ok: true, state }
}

export const loginFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(LoginSchema)
  .handler(async ({ data }): Promise<AuthResult> => {
    const [session, error] = await accountCall(SessionSchema, '/login', { method: 'POST', body: data })
    return error ? fail(error) : startSession(session)
  })

export const registerFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(RegisterSchema)
  .handler(async ({ data }): Promise<AuthResult> => {
    const [session, error] = await accountCall(SessionSchema, '/register', { method: 'POST', body: data })
    if (error) return fail(error)
    await reportAffiliateEvent('signup', '/sign-up/')
    return startSession(session)
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
