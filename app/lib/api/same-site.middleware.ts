import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'

import { serverConfig } from '../site/config.server'
import { originFor, VARIANTS } from '../site/variants'
import { isSameSiteRequest } from './same-site'
import { requestFacts } from '../site/request-facts.server'

export { isSameSiteRequest }

let siteOrigins: string[] | undefined

/** Every origin the site answers on (each variant's base, account and personal hosts). */
function configuredOrigins(): string[] {
  const { site } = serverConfig()
  siteOrigins ??= VARIANTS.flatMap((variant) =>
    (['base', 'account', 'personal'] as const).map((kind) => originFor(site, variant, kind)),
  )
  return siteOrigins
}

/**
 * State-changing server functions accept only same-site calls: a browser says where a request
 * comes from (`Sec-Fetch-Site`, `Origin`); a page on another site cannot log a visitor out,
 * change a password or place an order in their name. When such a function runs while a page
 * renders, the page request is what is checked: a link from another site cannot trigger it either.
 */
export const sameSiteOnly = createMiddleware({ type: 'function' }).server(({ next }) => {
  if (!isSameSiteRequest(getRequest().headers, requestFacts().host, configuredOrigins())) {
    setResponseStatus(403)
    throw new Error('cross_site_request')
  }
  return next()
})
