import { createMiddleware } from '@tanstack/react-start'

import { lookupRedirect } from '../redirects/redirects.server'
import { COOKIE, hasSessionCookie, readCookie } from '#contracts/cookies.ts'
import { serverConfig } from '../site/config.server'
import { queryCookies } from '../site/query-cookies'
import { siteCookie } from '../site/site-cookies'
import { campaignQuery } from '#contracts/campaign-query.ts'
import { countryCookieUpdate, visitorCountry } from '../site/visitor-country'
import { isBot } from '#contracts/bots.ts'
import { RENDER_CACHE_HEADER, RENDER_FRESH_HEADER } from '#contracts/nonce-placeholder.ts'
import { LIVE_PAGE_SECONDS } from '../site/live-pages'
import { isPublished } from '../site/public-pages'
import { splitLocale } from './locale-path'
import { decidePageRequest } from './request-rules'
import { requestFactsMiddleware } from '../site/request-facts.middleware'

/**
 * The pages where a visitor starts an account or an order: without a session they render the same
 * for everyone (the forms carry no per-response state; state changes are checked by origin,
 * same-site.middleware.ts), so the HTTP layer may keep that render for anonymous requests only
 * (decision 026).
 */
const ANONYMOUS_ENTRY_PAGES: ReadonlySet<string> = new Set(['/login/', '/sign-up/', '/forgot-password/', '/order/'])

/**
 * Which visitors a render may be served to again by the HTTP layer (host/site/), if any: a
 * published public page renders the same for every visitor (the logged-in state shows up after
 * hydration), an account entry page for every visitor without a session; both with or without a
 * campaign's query (decision 025).
 */
function renderSharing(request: Request, response: Response): 'public' | 'anonymous' | undefined {
  const url = new URL(request.url)
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (response.status !== 200 || (url.search && campaignQuery(url.search) === undefined)) return undefined
  const { path } = splitLocale(url.pathname)
  const vary = response.headers.get('vary') ?? ''
  if (variesByBrowser(vary)) return undefined
  if (ANONYMOUS_ENTRY_PAGES.has(path)) return hasSessionCookie(request.headers.get('cookie')) ? undefined : 'anonymous'
  return isPublished(path) && !variesBySession(vary) ? 'public' : undefined
}

/**
 * A page rendered for the visitor's browser (the download page lists their system first, see
 * `visitorOs`) or session (the order page's account step, see `loadPricing`) says so with `Vary`;
 * the render cache's key does not hold those headers.
 */
const variesByBrowser = (vary: string) => /\b(user-agent|sec-ch-ua[\w-]*)\b/i.test(vary)
const variesBySession = (vary: string) => /\bcookie\b/i.test(vary)

/**
 * Applies the spec's URL rules to every page request before anything renders, and keeps
 * crawlers away from the error page (they get the bare status).
 */
export const pageRulesMiddleware = createMiddleware()
  .middleware([requestFactsMiddleware])
  .server(async ({ request, next, handlerType, context }) => {
    if (handlerType !== 'router') return next()
    const { site, trustedProxies } = serverConfig()
    const { host, variant, peer } = context.facts
    const decision = await decidePageRequest(
      {
        url: request.url,
        host,
        userAgent: request.headers.get('user-agent'),
        acceptLanguage: request.headers.get('accept-language'),
        localeCookie: readCookie(request.headers.get('cookie'), COOKIE.locale),
      },
      { config: site, variant, lookupRedirect },
    )
    if (decision.type === 'redirect') {
      const headers = new Headers(decision.headers)
      headers.set('Location', decision.location)
      headers.set('Cache-Control', decision.status === 301 ? 'public, max-age=3600' : 'no-store')
      return new Response(null, { status: decision.status, headers })
    }
    const result = await next()
    if (result.response.status >= 500 && isBot(request.headers.get('user-agent'))) {
      // Retry-After stays: a 503 with it tells a crawler to come back later, not to drop the page.
      const retryAfter = result.response.headers.get('Retry-After')
      const headers: Record<string, string> = {
        'Cache-Control': 'no-store',
        ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
      }
      return new Response(null, { status: result.response.status, headers })
    }
    for (const [name, value] of Object.entries(decision.headers ?? {})) result.response.headers.set(name, value)
    const sharing = renderSharing(request, result.response)
    if (sharing) result.response.headers.set(RENDER_CACHE_HEADER, sharing)
    const liveSeconds = sharing === 'public' && LIVE_PAGE_SECONDS.get(splitLocale(new URL(request.url).pathname).path)
    if (liveSeconds) result.response.headers.set(RENDER_FRESH_HEADER, String(liveSeconds))
    // Spec 3/5: popups are filtered by the `country-code` cookie, set from what the server knows.
    const country = countryCookieUpdate(
      readCookie(request.headers.get('cookie'), COOKIE.countryCode),
      visitorCountry(request.headers, peer, trustedProxies),
    )
    for (const cookie of queryCookies(new URL(request.url).search, { config: site, variant })) {
      result.response.headers.append('Set-Cookie', cookie)
    }
    if (country) {
      result.response.headers.append('Set-Cookie', siteCookie(COOKIE.countryCode, country, { config: site, variant }))
    }
    return result
  })
