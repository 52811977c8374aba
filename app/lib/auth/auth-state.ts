import type { UserInfo } from '#contracts/auth.ts'

/** Spec 3: the auth state. The token itself never leaves the server (httpOnly cookie). */
export interface AuthState {
  /** True when a session cookie exists; the browser never sees its value. */
  hasToken: boolean
  email?: string
  data?: UserInfo
  access?: 'premium' | 'public'
  subscription?: UserInfo['subscription']
  payments: UserInfo['payments']
  allowConfigPage: boolean
  signupEmail?: string
}

export const ANONYMOUS: AuthState = { hasToken: false, payments: [], allowConfigPage: false }

/** Spec 4: logged in means a token, an e-mail and user data are all present. */
export function isLoggedIn(state: AuthState): boolean {
  return state.hasToken && Boolean(state.email) && Boolean(state.data)
}

export function isPremium(state: AuthState): boolean {
  return state.access === 'premium'
}

/** Premium with a subscription that is not cancelled. */
export function hasActivePremium(state: AuthState): boolean {
  return isPremium(state) && Boolean(state.subscription) && !state.subscription?.is_canceled
}

/** Restoring a session: the stored token is set; the user is not logged in until user info arrives. */
export function restored(state: AuthState, hasToken: boolean): AuthState {
  return { ...state, hasToken }
}

/** Fetching user info succeeded: data, e-mail, access, subscription, payments and the config flag. */
export function withUserInfo(state: AuthState, info: UserInfo): AuthState {
  return {
    ...state,
    hasToken: true,
    data: info,
    email: info.email,
    access: info.access.type,
    subscription: info.subscription,
    payments: info.payments,
    allowConfigPage: info.allow_config_page,
  }
}

/** Sign-out clears the token, user data, e-mail, access, payments and the config flag. */
export function signedOut(state: AuthState): AuthState {
  return { ...ANONYMOUS, signupEmail: state.signupEmail }
}
