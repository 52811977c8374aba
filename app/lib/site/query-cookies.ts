// Imported by the HTTP host too (host/serve.ts), which runs TypeScript as is: imports name their files.
import { isSourceAppQuery } from '#contracts/campaign-query.ts'
import { COOKIE, serializeCookie } from '#contracts/cookies.ts'
import { affiliateCookiesFromQuery } from './affiliate-landing.ts'
import { siteCookie } from './site-cookies.ts'
import type { SiteConfig, Variant } from './variants.ts'

/**
 * The cookies a page's query asks for: a partner's ids (`a_aid`, `btag`) and the app-visit flag
 * (`source=app`, a session cookie). The same strings go out with a fresh render (page-rules
 * middleware) and with a page the render cache serves (host/serve.ts), which keeps a render only
 * when these are its only cookies.
 */
export function queryCookies(query: string, scope: { config: SiteConfig; variant: Variant }): string[] {
  if (!query || query === '?') return []
  const cookies = affiliateCookiesFromQuery(new URLSearchParams(query)).map(({ name, value }) =>
    siteCookie(name, value, scope),
  )
  if (isSourceAppQuery(query)) {
    cookies.push(
      serializeCookie(COOKIE.isSourceApp, '1', { sameSite: 'Lax', secure: scope.config.protocol === 'https' }),
    )
  }
  return cookies
}
