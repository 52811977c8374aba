import { detectLocale, parseAcceptLanguage } from '../i18n/detect'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { localeCookie } from '../i18n/locale-cookie'
import { foreignVariantOrigin, type SiteConfig, type Variant } from '../site/variants'
import { isBot } from '#contracts/bots.ts'
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

  const rule = await findRedirect(resolvedPagePath(pathname), ctx)
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

/** Hops a redirect may take through the languages (the table collapses its own chains). */
const MAX_HOPS = 8

/**
 * The table's rule for a page path, in every language: `/home/` → `/` also moves `/de/home/` to
 * `/de/`, unless the table has a rule of its own for the prefixed path. A chain that arises that
 * way ends in one redirect; one that comes back to a path it passed is no redirect at all.
 */
async function findRedirect(path: string, ctx: RuleContext): Promise<RedirectTarget | undefined> {
  const exact = await ctx.lookupRedirect(path)
  let rule = exact ?? (await ruleOfUnprefixed(path, ctx))
  // A target of the table's own has no rule of its own there: chains are collapsed when compiled.
  let fromTable = Boolean(exact)
  const seen = new Set([path])
  for (let hop = 0; rule?.kind === 'internal' && hop < MAX_HOPS; hop++) {
    const target = resolvedPagePath(rule.path)
    if (seen.has(target)) return exact
    seen.add(target)
    const own = fromTable ? undefined : await ctx.lookupRedirect(target)
    const next = own ?? (await ruleOfUnprefixed(target, ctx))
    if (!next) return { kind: 'internal', path: target }
    fromTable = Boolean(own)
    rule = next
  }
  return rule
}

/** The rule of a prefixed path's unprefixed twin, its target put in the same language. */
async function ruleOfUnprefixed(path: string, ctx: RuleContext): Promise<RedirectTarget | undefined> {
  const { locale, path: unprefixed, prefixed } = splitLocale(path)
  if (!prefixed) return undefined
  const rule = await ctx.lookupRedirect(unprefixed)
  if (rule?.kind !== 'internal') return rule
  return { kind: 'internal', path: splitLocale(rule.path).prefixed ? rule.path : localizePath(rule.path, locale) }
}

function pathnameOf(url: string): string {
  const afterScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
  const end = afterScheme.search(/[?#]/)
  const path = end === -1 ? afterScheme : afterScheme.slice(0, end)
  return path || '/'
}
