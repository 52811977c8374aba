import { describe, expect, it } from 'vitest'

import {
  AUTH_STALE_MS,
  createAuthStore,
  forgetAuthState,
  refreshAuthState,
  setAuthState,
  subscribeAuth,
} from '#app/features/account/auth-store.ts'
import { ANONYMOUS, type AuthState } from '#app/lib/auth/auth-state.ts'

const LOGGED_IN: AuthState = { ...ANONYMOUS, hasToken: true, email: 'a@example.com' }

describe('auth store (decision 011)', () => {
  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createAuthStore()
    let calls = 0
    const unsubscribe = subscribeAuth(store, () => calls++)
    setAuthState(store, LOGGED_IN)
    forgetAuthState(store)
    unsubscribe()
    setAuthState(store, ANONYMOUS)
    expect(calls).toBe(2)
    expect(store.state).toBe(ANONYMOUS)
  })

  it('fetches an unknown state once for callers at the same time', async () => {
    const store = createAuthStore()
    let fetches = 0
    const fetchState = async () => {
      fetches++
      return LOGGED_IN
    }
    const results = await Promise.all([refreshAuthState(store, fetchState), refreshAuthState(store, fetchState)])
    expect(fetches).toBe(1)
    expect(results).toEqual([LOGGED_IN, LOGGED_IN])
    expect(store.state).toBe(LOGGED_IN)
  })

  it('keeps a fresh state (e.g. from the server render) and asks again once it is stale', async () => {
    const store = createAuthStore(LOGGED_IN, 1_000)
    let fetches = 0
    const fetchState = async () => {
      fetches++
      return ANONYMOUS
    }
    await refreshAuthState(store, fetchState, () => 1_000 + AUTH_STALE_MS - 1)
    expect(fetches).toBe(0)
    expect(store.state).toBe(LOGGED_IN)
    await refreshAuthState(store, fetchState, () => 1_000 + AUTH_STALE_MS)
    expect(fetches).toBe(1)
    expect(store.state).toBe(ANONYMOUS)
  })

  it('asks again after the state was forgotten (log-in by an e-mailed link)', async () => {
    const store = createAuthStore(ANONYMOUS)
    forgetAuthState(store)
    expect(await refreshAuthState(store, async () => LOGGED_IN)).toBe(LOGGED_IN)
  })

  it('leaves the state as it was when the request fails', async () => {
    const store = createAuthStore()
    const failing = () => Promise.reject(new Error('account API down'))
    expect(await refreshAuthState(store, failing)).toBeUndefined()
    expect(store.state).toBeUndefined()
    expect(store.pending).toBeUndefined()
  })
})
