import { redirect } from '@tanstack/react-router'

import { lookupRedirectFn } from '../redirects/redirects.functions'
import { COOKIE, readCookie } from '#contracts/cookies.ts'
import type { SiteInfo } from '../site/site-info'
import type { RedirectTarget } from './redirect-rules'
import { decidePageRequest } from './request-rules'

const lookups = new Map<string, Promise<RedirectTarget | undefined>>()

function lookupOnce(path: string): Promise<RedirectTarget | undefined> {
  let pending = lookups.get(path)
  if (!pending) {
    pending = lookupRedirectFn({ data: { path } }).then(
      (target) => target ?? undefined,
      (error: unknown) => {
        lookups.delete(path)
        console.warn('Redirect lookup failed:', error)
        return undefined
      },
    )
    lookups.set(path, pending)
  }
  return pending
}

/**
 * Client-side navigations get the same URL rules the server middleware applies to first loads
 * (`decidePageRequest`), with the browser's languages in place of `Accept-Language`.
 */
export async function applyClientRules(href: string, site: SiteInfo): Promise<void> {
  const decision = await decidePageRequest(
    {
      url: href,
      host: window.location.host,
      userAgent: navigator.userAgent,
      acceptLanguage: navigator.languages.join(','),
      localeCookie: readCookie(document.cookie, COOKIE.locale),
    },
    { config: site.config, variant: site.variant, lookupRedirect: lookupOnce },
  )
  if (decision.type !== 'redirect') return
  const cookie = decision.headers?.['Set-Cookie']
  if (cookie) document.cookie = cookie
  const target = new URL(decision.location, window.location.href)
  if (target.origin !== window.location.origin) {
    window.location.assign(target.href)
    // Keep the router from rendering the old target while the browser leaves.
    await new Promise(() => {})
  }
  // The target comes from the URL rules, not from the typed route tree.
  throw redirect({ href: target.pathname + target.search, to: undefined as never, replace: true })
}
