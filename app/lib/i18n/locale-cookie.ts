import { COOKIE, LOCALE_COOKIE_MAX_AGE, serializeCookie } from '#contracts/cookies.ts'
import { cookieDomain, type SiteConfig, type Variant } from '../site/variants'
import type { Locale } from './locales'

/**
 * The `i18n_redirected` cookie: 365 days, `SameSite=Lax`, or `None; Secure` when the site runs
 * cross-origin; `Secure` whenever the site is served over HTTPS; shared by the variant's hosts.
 * The same string serves `Set-Cookie` and `document.cookie`.
 */
export function localeCookie(locale: Locale, config: SiteConfig, variant: Variant): string {
  return serializeCookie(COOKIE.locale, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    domain: cookieDomain(config, variant),
    sameSite: config.crossOrigin ? 'None' : 'Lax',
    secure: config.protocol === 'https',
  })
}

/** Remembers the visitor's language choice in the browser (language switcher). */
export function storeLocaleChoice(locale: Locale, config: SiteConfig, variant: Variant): void {
  document.cookie = localeCookie(locale, config, variant)
}
