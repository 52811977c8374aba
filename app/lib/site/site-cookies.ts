import { LONG_COOKIE_MAX_AGE, serializeCookie } from '#contracts/cookies.ts'
import { cookieDomain, type SiteConfig, type Variant } from './variants.ts'

interface Scope {
  config: SiteConfig
  variant: Variant
}

/**
 * Spec 9: the site's own cookies (`fvp_*`, consent, country, modal flags) live about two years on
 * the parent domain of the current variant, path `/`; `Secure` on HTTPS. A removal is the same
 * cookie with max-age 0, so it reaches the same scope.
 */
export function siteCookie(name: string, value: string, { config, variant }: Scope, remove = false): string {
  return serializeCookie(name, remove ? '' : value, {
    maxAge: remove ? 0 : LONG_COOKIE_MAX_AGE,
    domain: cookieDomain(config, variant),
    sameSite: config.crossOrigin ? 'None' : 'Lax',
    secure: config.protocol === 'https',
  })
}

/** Browser side: sets (or removes) one of the site's cookies. */
export function writeSiteCookie(name: string, value: string, scope: Scope, remove = false): void {
  document.cookie = siteCookie(name, value, scope, remove)
}
