import { redirect } from '@tanstack/react-router'

import { fetchPublicData } from '../api/public-data'
import { redirectLookupPaths } from '../redirects/lookup-paths'
import { COOKIE, readCookie } from '#contracts/cookies.ts'
import type { SiteInfo } from '../site/site-info'
import type { RedirectTarget } from './redirect-rules'
import { decidePageRequest } from './request-rules'

const lookups = new Map<string, Promise<RedirectTarget | undefined>>()

/** A path's redirect, asked once per tab; its unprefixed twin's comes in the same answer. */
function lookupOnce(path: string): Promise<RedirectTarget | undefined> {
  const known = lookups.get(path)
  if (known) return known
  const paths = redirectLookupPaths(path)
  const answer = fetchPublicData<Record<string, RedirectTarget | null>>('redirects', { path }).then(
    (targets) => targets ?? {},
    (error: unknown) => {
      for (const each of paths) lookups.delete(each)
      console.warn('Redirect lookup failed:', error)
      return {} as Record<string, RedirectTarget | null>
    },
  )
  for (const each of paths) {
    if (!lookups.has(each))
      lookups.set(
        each,
        answer.then((targets) => targets[each] ?? undefined),
      )
  }
  return lookups.get(path) as Promise<RedirectTarget | undefined>
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
