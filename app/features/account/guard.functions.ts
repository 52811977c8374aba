import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'

import { SessionSchema } from '#contracts/auth.ts'
import { accountCall, accountServiceAvailable } from '../../lib/api/account-client.server'
import type { ApiFailure } from '../../lib/api/api-result'
import { sameSiteOnly } from '../../lib/api/same-site.middleware'
import { ANONYMOUS } from '../../lib/auth/auth-state'
import { isFirstPartyDocumentLoad } from '../../lib/auth/first-party-load'
import { runGuard, type GuardOutcome, type RouteKind } from '../../lib/auth/route-guard'
import { clearSession, loadAuthState, readSessionToken, storeSessionToken } from '../../lib/auth/session.server'
import type { FormResult } from './auth.functions'

// The server functions that route `beforeLoad`s and public pages call: those are in the start
// bundle or a public page's JavaScript, and so is every function of the module they import (a stub
// each). The forms' functions stay in auth.functions.ts, loaded with the account pages, which
// keeps the initial JavaScript of the other pages within its budget (bench:js).

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

/** A key exchange: done, refused, or waiting for the visitor to choose between two accounts. */
export type KeyLoginResult = FormResult | { ok: false; signedInAs: string }

/**
 * `/profile-check/?key=…`: where the app sends a signed-in user. The app's action key is exchanged
 * for a session only when the app itself opened the page (a first-party document load): a link on
 * another site, or a return path after logging in here, must not sign the visitor into the key's
 * account, which may be the link author's. Someone already logged in first chooses which account
 * to keep; `confirmed` is that choice, sent by a click on the page (same-site only).
 */
export const actionKeyLoginFn = createServerFn({ method: 'POST' })
  .middleware([sameSiteOnly])
  .validator(v.object({ key: ActionKeySchema, confirmed: v.optional(v.literal(true)) }))
  .handler(async ({ data }): Promise<KeyLoginResult> => {
    if (!data.confirmed) {
      if (!isFirstPartyDocumentLoad(getRequest().headers)) return fail({ status: 403, code: 'key_invalid' })
      if (readSessionToken()) {
        const { state } = await loadAuthState()
        if (state.email) return { ok: false, signedInAs: state.email }
      }
    }
    const [session, error] = await accountCall(SessionSchema, '/v4/action-key/exchange', {
      method: 'POST',
      body: { key: data.key },
    })
    if (error) return fail(error)
    storeSessionToken(session)
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
