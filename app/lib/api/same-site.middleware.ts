import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'

/**
 * State-changing server functions accept only same-site calls: a browser says where a request
 * comes from (`Sec-Fetch-Site`, `Origin`); a page on another site cannot log a visitor out,
 * change a password or place an order in their name.
 */
export function isSameSiteRequest(headers: Headers, host: string): boolean {
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'same-site' && site !== 'none') return false
  const origin = headers.get('origin')
  if (!origin) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

export const sameSiteOnly = createMiddleware({ type: 'function' }).server(({ next }) => {
  const request = getRequest()
  const host = request.headers.get('host') ?? new URL(request.url).host
  if (!isSameSiteRequest(request.headers, host)) {
    setResponseStatus(403)
    throw new Error('cross_site_request')
  }
  return next()
})
