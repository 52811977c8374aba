import { queryOptions } from '@tanstack/react-query'

import { seenAddressFn } from './ip-check.functions'

/**
 * Asked from the browser only, so the page's HTML is the same for every visitor (cacheable);
 * "check again" refetches after the visitor switched the VPN on or off.
 */
export const seenAddressQuery = () =>
  queryOptions({ queryKey: ['seen-address'], queryFn: () => seenAddressFn(), staleTime: 0 })
