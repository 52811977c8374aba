import { getRequest } from '@tanstack/react-start/server'

import { isSourceAppQuery } from '#contracts/campaign-query.ts'
import { COOKIE, readCookie, themeOf } from '#contracts/cookies.ts'
import { serverConfig, type ServerEnv } from './config.server'
import { devToolsOn } from './dev-tools'
import type { SiteInfo } from './site-info'
import { requestFacts } from './request-facts.server'

function stunServers(env: ServerEnv): string[] {
  if (env.WEBRTC_STUN_SERVERS !== undefined) {
    return env.WEBRTC_STUN_SERVERS.split(',')
      .map((url) => url.trim())
      .filter((url) => /^stuns?:/.test(url))
  }
  return env.STUN_PORT === 'off' ? [] : [`stun:{host}:${env.STUN_PORT}`]
}

export function siteInfoFromRequest(): SiteInfo {
  const request = getRequest()
  const { env, site } = serverConfig()
  const { host, variant } = requestFacts()
  return {
    config: site,
    variant,
    host,
    // The query as sent, as the render cache reads it (contracts/campaign-query.ts).
    isSourceApp:
      readCookie(request.headers.get('cookie'), COOKIE.isSourceApp) === '1' ||
      isSourceAppQuery(new URL(request.url).search),
    theme: themeOf(request.headers.get('cookie')),
    popupFeedUrl: `${env.POPUP_FEED_BASE ?? ''}/api/planet-vpn/v3/popups/${env.POPUP_FEED_ID}.json`,
    chat: env.CHAT_WIDGET_KEY ? { key: env.CHAT_WIDGET_KEY, scriptUrl: env.CHAT_WIDGET_SRC } : undefined,
    analytics: env.ANALYTICS_GTM_ID ? { containerId: env.ANALYTICS_GTM_ID, scriptUrl: env.ANALYTICS_SRC } : undefined,
    downloadsBaseUrl: env.DOWNLOADS_BASE_URL ?? '/downloads',
    buildCheckIntervalMs: env.BUILD_CHECK_INTERVAL_SECONDS * 1000,
    testRoutes: env.ENABLE_TEST_ROUTES,
    devTools: devToolsOn(env, Object.values(site.domains), host),
    stunServers: stunServers(env),
  }
}
