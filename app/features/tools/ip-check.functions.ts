import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

import { serverConfig } from '../../lib/site/config.server'
import { visitorAddress } from '../../lib/site/visitor-address'
import { visitorCountry } from '../../lib/site/visitor-country'

export interface SeenAddress {
  address: string | undefined
  /** ISO country code when a trusted proxy reported one. */
  country: string | undefined
}

/** The visitor's address and country as this server sees them (forwarding headers only from trusted proxies). */
export const seenAddressFn = createServerFn({ method: 'GET' }).handler((): SeenAddress => {
  const request = getRequest()
  const peer = (request as Request & { ip?: string }).ip
  const { trustedProxies } = serverConfig()
  return {
    address: visitorAddress(peer, request.headers.get('x-forwarded-for'), trustedProxies),
    country: visitorCountry(request.headers, peer, trustedProxies),
  }
})
