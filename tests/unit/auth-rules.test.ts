import { describe, expect, it, vi } from 'vitest'

import { cancellableHere, gatewayName, subscriptionSource } from '#app/features/account/gateways.ts'
import { isSameSiteRequest } from '#app/lib/api/same-site.middleware.ts'
import { accessCookie, loginMarkerCookies } from '#app/lib/auth/auth-cookies.ts'
import {
  ANONYMOUS,
  hasActivePremium,
  isLoggedIn,
  isPremium,
  restored,
  signedOut,
  withUserInfo,
  type AuthState,
} from '#app/lib/auth/auth-state.ts'
import { safeReturnPath } from '#app/lib/auth/return-path.ts'
import { runGuard, type RouteKind } from '#app/lib/auth/route-guard.ts'
import type { UserInfo } from '#contracts/auth.ts'

const info = (over: Partial<UserInfo> = {}): UserInfo => ({
  email: 'ana@example.org',
  email_confirmed: true,
  locale: 'en',
  access: { type: 'public' },
  subscription: null,
  payments: [],
  allow_config_page: false,
  ...over,
})
const loggedIn = (over?: Partial<UserInfo>) => withUserInfo(restored(ANONYMOUS, true), info(over))

describe('auth state (spec 3/4)', () => {
  it('logged in needs a token, an e-mail and user data', () => {
    expect(isLoggedIn(ANONYMOUS)).toBe(false)
    expect(isLoggedIn(restored(ANONYMOUS, true))).toBe(false)
    expect(isLoggedIn(loggedIn())).toBe(true)
    expect(isLoggedIn({ ...loggedIn(), hasToken: false })).toBe(false)
    expect(isLoggedIn({ ...loggedIn(), email: '' })).toBe(false)
  })

  it('user info fills data, e-mail, access, subscription, payments and the config flag', () => {
    const payments = [{ id: 'p1', amount: 799, currency: 'USD', paid_at: '2026-01-01T00:00:00Z' }]
    const subscription = { is_canceled: false, gateway_key: 'stripe', current_period_end: '2027-01-01T00:00:00Z' }
    const state = loggedIn({ access: { type: 'premium' }, payments, subscription, allow_config_page: true })
    expect(state).toMatchObject({ email: 'ana@example.org', access: 'premium', payments, subscription })
    expect(state.allowConfigPage).toBe(true)
  })

  it('premium is the access type; active premium also needs a subscription that is not cancelled', () => {
    const sub = (is_canceled: boolean) => ({ is_canceled, gateway_key: 'stripe', current_period_end: 'x' })
    expect(isPremium(loggedIn({ access: { type: 'premium' } }))).toBe(true)
    expect(hasActivePremium(loggedIn({ access: { type: 'premium' } }))).toBe(false)
    expect(hasActivePremium(loggedIn({ access: { type: 'premium' }, subscription: sub(false) }))).toBe(true)
    expect(hasActivePremium(loggedIn({ access: { type: 'premium' }, subscription: sub(true) }))).toBe(false)
    expect(hasActivePremium(loggedIn({ access: { type: 'public' }, subscription: sub(false) }))).toBe(false)
  })

  it('sign-out clears everything but the e-mail typed at sign-up', () => {
    const state: AuthState = { ...loggedIn({ allow_config_page: true }), signupEmail: 'ana@example.org' }
    expect(signedOut(state)).toEqual({ ...ANONYMOUS, signupEmail: 'ana@example.org' })
  })
})

describe('cookie rules (spec 4)', () => {
  it('not logged in: set fvp_needs_refresh, remove fvp_is_logged_in; logged in: the reverse', () => {
    expect(loginMarkerCookies(false)).toEqual([
      { name: 'fvp_needs_refresh', value: '1', remove: false },
      { name: 'fvp_is_logged_in', value: '', remove: true },
    ])
    expect(loginMarkerCookies(true)).toEqual([
      { name: 'fvp_needs_refresh', value: '', remove: true },
      { name: 'fvp_is_logged_in', value: '1', remove: false },
    ])
  })

  it('fvp_user_access is premium or free, removed without access', () => {
    expect(accessCookie('premium')).toEqual({ name: 'fvp_user_access', value: 'premium', remove: false })
    expect(accessCookie('public')).toEqual({ name: 'fvp_user_access', value: 'free', remove: false })
    expect(accessCookie(undefined)).toEqual({ name: 'fvp_user_access', value: '', remove: true })
  })
})

describe('global route guard, in order (spec 2)', () => {
  const ok = () => vi.fn(async () => loggedIn())
  const fails = () => vi.fn(async () => null)
  const stored = restored(ANONYMOUS, true)

  it.each<[string, RouteKind, AuthState, 'ok' | 'fails', object]>([
    ['1: token restored, open page → allowed', 'open', stored, 'ok', { type: 'allow' }],
    ['1: token restored, protected page → allowed', 'protected', stored, 'ok', { type: 'allow' }],
    ['1: token restored, login → profile', 'login', stored, 'ok', { type: 'redirect', to: 'profile' }],
    ['1: token restored, forgot → profile', 'forgot-password', stored, 'ok', { type: 'redirect', to: 'profile' }],
    [
      '1: user info fails → login, signed out',
      'open',
      stored,
      'fails',
      { type: 'redirect', to: 'login', signOut: true },
    ],
    ['2: logged in, login → profile', 'login', loggedIn(), 'ok', { type: 'redirect', to: 'profile' }],
    ['2: logged in, forgot → profile', 'forgot-password', loggedIn(), 'ok', { type: 'redirect', to: 'profile' }],
    ['2: logged in, protected → allowed', 'protected', loggedIn(), 'ok', { type: 'allow' }],
    ['3: anonymous, protected → login, signed out', 'protected', ANONYMOUS, 'ok', { to: 'login', signOut: true }],
    ['3: anonymous, login → allowed', 'login', ANONYMOUS, 'ok', { type: 'allow' }],
    ['anonymous, open → allowed', 'open', ANONYMOUS, 'ok', { type: 'allow' }],
  ])('%s', async (_name, kind, state, fetch, expected) => {
    const fetcher = fetch === 'ok' ? ok() : fails()
    expect(await runGuard(kind, state, fetcher)).toMatchObject(expected)
    // User info is fetched only in step 1: a stored token and not yet logged in.
    expect(fetcher).toHaveBeenCalledTimes(state.hasToken && !isLoggedIn(state) ? 1 : 0)
  })

  it('a failed restore leaves no user data behind', async () => {
    const outcome = await runGuard('protected', stored, fails())
    expect(outcome.state).toEqual(ANONYMOUS)
  })
})

describe('return path after log-in: never an open redirect', () => {
  it.each([
    ['/cabinet/profile/', '/cabinet/profile/'],
    ['/de/order/?plan=1-year', '/de/order/?plan=1-year'],
    ['/a/../cabinet/', '/cabinet/'],
  ])('keeps %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    '/\tevil',
    'cabinet/',
    '',
    undefined,
    '/%E0%A4%A',
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeUndefined()
  })
})

describe('same-site server functions', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries)
  it.each([
    [{}, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, false],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }, true],
  ])('%o → %s', (entries, expected) => {
    expect(isSameSiteRequest(headers(entries), 'localhost:3000')).toBe(expected)
  })
})

describe('payment gateways (spec 3)', () => {
  it.each([
    ['stripe', 'Stripe', 'website', true],
    ['ios', 'AppStore', 'app-store', false],
    ['play', 'Play Market', 'google-play', false],
    ['huawei', 'Huawei', 'huawei-appgallery', false],
    ['amazon', 'Amazon', 'amazon-appstore', false],
    ['aliumpay', 'Aliumpay', 'website', true],
    ['paypal', 'paypal', 'other', false],
  ])('%s → %s, %s, cancellable here: %s', (key, name, source, cancellable) => {
    expect(gatewayName(key)).toBe(name)
    expect(subscriptionSource(key)).toBe(source)
    expect(cancellableHere(key)).toBe(cancellable)
  })
})
