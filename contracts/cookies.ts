/** Cookie names the spec fixes (section 3). */
export const COOKIE = {
  locale: 'i18n_redirected',
  showFreeLocationsModal: 'show_free_locations_modal',
  cookiesPopupStatus: 'cookies_popup_status',
  isLoggedIn: 'fvp_is_logged_in',
  userAccess: 'fvp_user_access',
  needsRefresh: 'fvp_needs_refresh',
  affiliateId: 'fvp_a_aid',
  btag: 'fvp_btag',
  countryCode: 'country-code',
  isSourceApp: 'is_source_app',
  /** The theme the visitor chose (`light` or `dark`); absent: the system's. Not spec-fixed (issue 17). */
  theme: 'fvp_theme',
} as const

/** The session cookie (decision 007); `__Secure-fvp_session` over HTTPS (app/lib/auth/session.server.ts). */
export const SESSION_COOKIE = 'fvp_session'

/**
 * Whether a `Cookie` header carries a session cookie under either name, valid or not: such a
 * request is never answered with a render made for anonymous visitors (decision 026).
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader?.includes(`${SESSION_COOKIE}=`) ?? false
}

/** Spec 9: about two years, for the `fvp_*` cookies. */
export const LONG_COOKIE_MAX_AGE = 63113851
/** Spec 3/9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The theme cookie lives a year, like the locale cookie. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/**
 * The theme a `Cookie` header asks for: `light` or `dark`, anything else (absent, `system`, junk)
 * `undefined`, which means "follow the system". The server renders `<html data-theme>` from it and
 * the render cache keys pages by it, so both read it through this one rule.
 */
export function themeOf(cookieHeader: string | null | undefined): Theme | undefined {
  const value = readCookie(cookieHeader, COOKIE.theme)
  return value === 'light' || value === 'dark' ? value : undefined
}

export interface CookieOptions {
  maxAge?: number
  domain?: string
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
  httpOnly?: boolean
}

/** Reads one cookie from a `Cookie` header (or `document.cookie`); malformed escapes are kept raw. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  parts.push(`Path=${options.path ?? '/'}`)
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`)
  if (options.secure || options.sameSite === 'None') parts.push('Secure')
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}
