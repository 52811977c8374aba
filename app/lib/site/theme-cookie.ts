import { COOKIE, serializeCookie, THEME_COOKIE_MAX_AGE, type Theme } from '#contracts/cookies.ts'
import { cookieDomain, type SiteConfig, type Variant } from './variants'

/**
 * The theme cookie (`fvp_theme`): the visitor's choice for a year, on the variant's parent domain
 * like the locale cookie, `SameSite=Lax` (`None; Secure` cross-origin), `Secure` over HTTPS. Not
 * httpOnly: it is no secret, and the switch writes it from the page. "System" removes it.
 */
export function themeCookie(theme: Theme | undefined, config: SiteConfig, variant: Variant): string {
  return serializeCookie(COOKIE.theme, theme ?? '', {
    maxAge: theme ? THEME_COOKIE_MAX_AGE : 0,
    domain: cookieDomain(config, variant),
    sameSite: config.crossOrigin ? 'None' : 'Lax',
    secure: config.protocol === 'https',
  })
}
