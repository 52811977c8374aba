import { getRequest } from '@tanstack/react-start/server'

import { COOKIE, readCookie } from '../cookies'
import { serverConfig } from './config.server'
import type { SiteInfo } from './site-info'
import { variantForHost } from './variants'

export function siteInfoFromRequest(): SiteInfo {
  const request = getRequest()
  const { env, site } = serverConfig()
  const host = request.headers.get('host') ?? new URL(request.url).host
  return {
    config: site,
    variant: variantForHost(site, host),
    host,
    isSourceApp: readCookie(request.headers.get('cookie'), COOKIE.isSourceApp) === '1',
    popupFeedUrl: `${env.POPUP_FEED_BASE ?? ''}/api/planet-vpn/v3/popups/${env.POPUP_FEED_ID}.json`,
    testRoutes: env.ENABLE_TEST_ROUTES,
  }
}
