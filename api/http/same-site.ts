import { createMiddleware } from 'hono/factory'

import { ApiError } from './errors.ts'

/** Methods that change state; the API has no state-changing GET. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `https://Site.example/` → `https://site.example`; undefined for anything that is not an http(s) origin. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` (`null` included) that is neither one of `allowedOrigins` nor `ownOrigin`. Requests
 * without these headers pass: the site's own server, payment providers' webhooks and the apps do
 * not send them, and a browser always sends `Origin` with a cross-origin POST.
 */
export function isCrossSiteRequest(
  headers: { get(name: string): string | null | undefined },
  ownOrigin: string,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true
  const origin = headers.get('origin')
  if (origin === null || origin === undefined) return false
  // A real Origin is exactly scheme://host[:port]; anything else (a path, `null`) is refused.
  const normalized = normalizeOrigin(origin)
  if (!normalized || normalized !== origin.trim().toLowerCase()) return true
  return normalized !== normalizeOrigin(ownOrigin) && !allowedOrigins.has(normalized)
}

/**
 * State-changing calls refuse browser requests from other sites (403 `cross_site_request`), so a
 * page elsewhere cannot make a visitor's browser register, pay or post in their name. The site's
 * origins (`SITE_ORIGINS`) and the API's public origin (its sandbox checkout page posts to it) pass.
 */
export const sameSiteOnly = (allowedOrigins: Iterable<string>) => {
  const allowed = new Set([...allowedOrigins].flatMap((origin) => normalizeOrigin(origin) ?? []))
  return createMiddleware(async (c, next) => {
    if (STATE_CHANGING_METHODS.has(c.req.method.toUpperCase())) {
      const ownOrigin = new URL(c.req.url).origin
      if (isCrossSiteRequest(c.req.raw.headers, ownOrigin, allowed)) throw new ApiError(403, 'cross_site_request')
    }
    await next()
  })
}
