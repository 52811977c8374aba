import { createIsomorphicFn } from '@tanstack/react-start'

import { siteInfoFromRequest } from './site-info.server'
import type { SiteInfo, SiteInfoHolder } from './site-info'

/**
 * The site facts for this render: read from the request on the server; in the browser they came
 * with the server's HTML (router hydration) and stay the same for the whole visit.
 */
export const resolveSiteInfo = createIsomorphicFn()
  .server((holder: SiteInfoHolder): SiteInfo => {
    holder.current = siteInfoFromRequest()
    return holder.current
  })
  .client((holder: SiteInfoHolder): SiteInfo => {
    if (!holder.current) throw new Error('Site information was not hydrated')
    return holder.current
  })
