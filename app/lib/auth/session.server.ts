import { appendResponseHeader, getCookie } from '@tanstack/react-start/server'

import { UserInfoSchema } from '#contracts/auth.ts'
import { accountCall } from '../api/account-client.server'
import type { ApiResult } from '../api/api-result'
import { COOKIE, serializeCookie, SESSION_COOKIE } from '#contracts/cookies.ts'
import { siteCookie } from '../site/site-cookies'
import { serverConfig } from '../site/config.server'
import { cookieDomain } from '../site/variants'
import { accessCookie, loginMarkerCookies, type CookieChange } from './auth-cookies'
import { ANONYMOUS, restored, signedOut, withUserInfo, type AuthState } from './auth-state'
import { requestFacts } from '../site/request-facts.server'

/**
 * The session token lives in an httpOnly cookie (decision 007): no script can read it. It is
 * SameSite=Lax, on the variant's parent domain, and lives as long as the API's session does.
 * Over HTTPS it is Secure and named with the `__Secure-` prefix, so a page on plain HTTP (or a
 * sibling host without TLS) cannot plant a session of its own choosing.
 */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`

/** The session cookie's name for a site served over `protocol`. */
export const sessionCookieName = (protocol: string) => (protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

/** Seconds from `now` until the session's end; a session that has ended keeps the cookie 0 s. */
export function sessionCookieMaxAge(expiresAt: string, now = Date.now()): number {
  const ms = Date.parse(expiresAt) - now
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0
}

function scope() {
  const { site } = serverConfig()
  return { config: site, variant: requestFacts().variant }
}

export function readSessionToken(): string | undefined {
  const token = getCookie(sessionCookieName(serverConfig().site.protocol))
  return token && /^[\w.~+/=-]{16,512}$/.test(token) ? token : undefined
}

// Written as headers with the site's own serializer: the exact spec max-age (63113851 s), which the
// framework's cookie helper would cap at 400 days.
function applyCookies(changes: CookieChange[]) {
  const where = scope()
  for (const change of changes) {
    appendResponseHeader('Set-Cookie', siteCookie(change.name, change.value, where, change.remove))
  }
}

function sessionCookie(token: string, maxAge: number): string {
  const { config, variant } = scope()
  return serializeCookie(sessionCookieName(config.protocol), token, {
    maxAge,
    domain: cookieDomain(config, variant),
    sameSite: config.crossOrigin ? 'None' : 'Lax',
    secure: config.protocol === 'https',
    httpOnly: true,
  })
}

/** Setting a token stores it (and marks the visitor logged in for scripts that only need to know). */
export function storeSessionToken(session: { token: string; expires_at: string }): void {
  appendResponseHeader('Set-Cookie', sessionCookie(session.token, sessionCookieMaxAge(session.expires_at)))
  applyCookies(loginMarkerCookies(true))
}

/** Sign-out on this side: the token cookie goes, the marker cookies follow spec 4. */
export function clearSession(): void {
  appendResponseHeader('Set-Cookie', sessionCookie('', 0))
  applyCookies([...loginMarkerCookies(false), accessCookie(undefined)])
}

const hasStaleMarkers = () =>
  [COOKIE.isLoggedIn, COOKIE.userAccess, sessionCookieName(serverConfig().site.protocol)].some(
    (name) => getCookie(name) !== undefined,
  )

/** Fetches user info for a token; on success the access cookie follows (spec 4). */
export async function sessionState(token: string): Promise<ApiResult<AuthState>> {
  const [info, error] = await accountCall(UserInfoSchema, '/v3/user', { token })
  if (error) return [null, error]
  applyCookies([accessCookie(info.access.type)])
  return [withUserInfo(restored(ANONYMOUS, true), info), null]
}

/**
 * Restores the session from the cookie and fetches user info. Spec 8: on failure the error is
 * logged, the user signed out and the token removed. `unavailable` (API down) keeps the cookie:
 * a short outage must not log everybody out.
 */
export async function loadAuthState(): Promise<{ state: AuthState; failed: boolean; unavailable: boolean }> {
  const token = readSessionToken()
  if (!token) {
    // Marker cookies without a usable session (a session cookie that is not one, or none at
    // all) would keep the header and the popups acting for a user who is not there.
    if (hasStaleMarkers()) clearSession()
    return { state: ANONYMOUS, failed: false, unavailable: false }
  }
  const [state, error] = await sessionState(token)
  if (!error) return { state, failed: false, unavailable: false }
  console.error('Error fetching user info:', error.code)
  if (error.code === 'unavailable') return { state: restored(ANONYMOUS, true), failed: true, unavailable: true }
  clearSession()
  return { state: signedOut(ANONYMOUS), failed: true, unavailable: false }
}
