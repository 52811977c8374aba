import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { SessionSchema } from '../../../server/contracts/auth'
import { accountCall, accountServiceAvailable } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { ANONYMOUS } from '../../lib/auth/auth-state'
import { runGuard, type GuardOutcome, type RouteKind } from '../../lib/auth/route-guard'
import { clearSession, loadAuthState, readSessionToken, storeSessionToken } from '../../lib/auth/session.server'
import type { FormResult } from './auth.functions'

// The server functions that route `beforeLoad`s and public pages call: those are in the start
// bundle or a public page's JavaScript, and so is every function of the module they import (a stub
// each). The forms' functions stay in auth.functions.ts, loaded with the account pages (issue 7
// JS budget).

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
