import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

import { serverConfig } from '../../lib/site/config.server'
import { visitorCountry } from '../../lib/site/visitor-country'
import { requestFacts } from '../../lib/site/request-facts.server'

export interface SeenAddress {
  address: string | undefined
  /** ISO country code when a trusted proxy reported one. */
  country: string | undefined
}

/** The visitor's address and country as this server sees them (forwarding headers only from trusted proxies). */
export const seenAddressFn = createServerFn({ method: 'GET' }).handler((): SeenAddress => {
  const { peer, visitorAddress } = requestFacts()
  return {
    address: visitorAddress,
    country: visitorCountry(getRequest().headers, peer, serverConfig().trustedProxies),
  }
})
