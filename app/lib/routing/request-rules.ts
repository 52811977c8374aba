import { detectLocale, parseAcceptLanguage } from '../i18n/detect'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { localeCookie } from '../i18n/locale-cookie'
import { foreignVariantOrigin, type SiteConfig, type Variant } from '../site/variants'
import { isBot } from './bots'
import { localizePath, resolvedPagePath, splitLocale } from './locale-path'
import { isPagePath, rawQuery } from './page-path'
import type { RedirectTarget } from './redirect-rules'
import { regenerateQuery } from './ru-regenerate'

export interface PageRequest {
  /** The request URL exactly as received (the query is kept byte for byte). */
  url: string
  host: string
  userAgent: string | null
  acceptLanguage: string | null
  localeCookie: string | undefined
}

export interface RuleContext {
  config: SiteConfig
  variant: Variant
  lookupRedirect: (path: string) => RedirectTarget | undefined | Promise<RedirectTarget | undefined>
  randomDigits?: () => string
}

export type RuleDecision =
  | { type: 'redirect'; status: 301 | 302; location: string; headers?: Record<string, string> }
  | { type: 'render'; headers?: Record<string, string> }

const VARY_LOCALE = { Vary: 'Cookie, Accept-Language' }

/**
 * Every URL rule the spec gives a page request, in order: canonical path (lowercase, trailing
 * slash, locale prefixes), the redirect table, the variant that owns `ru`/`ar`, the RU id
 * rewrite, and locale detection on `/`. Pure, so the same rules are unit-tested and served.
 */
export async function decidePageRequest(request: PageRequest, ctx: RuleContext): Promise<RuleDecision> {
  const pathname = pathnameOf(request.url)
  if (!isPagePath(pathname)) return { type: 'render' }
  const query = rawQuery(request.url)

  const rule = await ctx.lookupRedirect(resolvedPagePath(pathname))
  if (rule?.kind === 'external') return { type: 'redirect', status: 301, location: rule.url }
  // Path rules, the table's target and the variant that owns the locale make one 301 together:
  // browsers cache a 301, so a chain of them would stay cached hop by hop.
  const path = resolvedPagePath(rule?.kind === 'internal' ? rule.path : pathname)
  const { locale, prefixed } = splitLocale(path)
  const foreign = foreignVariantOrigin(ctx.config, locale, request.host)
  if (foreign || path !== pathname) return { type: 'redirect', status: 301, location: (foreign ?? '') + path + query }

  if (ctx.variant === 'RU') {
    const regenerated = regenerateQuery(query, ctx.randomDigits)
    if (regenerated !== undefined) return { type: 'redirect', status: 302, location: path + regenerated }
  }

  if (path !== '/' || prefixed) return { type: 'render' }
  if (isBot(request.userAgent)) return { type: 'render', headers: VARY_LOCALE }
  const detected = detectLocale({
    cookie: request.localeCookie,
    browserLanguages: parseAcceptLanguage(request.acceptLanguage),
    routeLocale: DEFAULT_LOCALE,
  })
  if (detected === DEFAULT_LOCALE) return { type: 'render', headers: VARY_LOCALE }
  const target = localizePath('/', detected)
  // A locale home the redirect table moves (`/de/` → `/`) would send the visitor back here forever.
  if (await ctx.lookupRedirect(target)) return { type: 'render', headers: VARY_LOCALE }
  const origin = foreignVariantOrigin(ctx.config, detected, request.host) ?? ''
  const headers: Record<string, string> = { ...VARY_LOCALE }
  if (request.localeCookie !== detected) headers['Set-Cookie'] = localeCookie(detected, ctx.config, ctx.variant)
  return { type: 'redirect', status: 302, location: origin + target + query, headers }
}

function pathnameOf(url: string): string {
  const afterScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  const end = afterScheme.search(/[?#]/)
  const path = end === -1 ? afterScheme : afterScheme.slice(0, end)
  return path || '/'
}
