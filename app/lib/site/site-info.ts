import type { SiteConfig, Variant } from './variants'

/** Per-request facts about the site the page is rendered for; serialised to the browser. */
export interface SiteInfo {
  config: SiteConfig
  variant: Variant
  host: string
  /** The visit came from the app (`source=app`): don't offer to download the app. */
  isSourceApp: boolean
  /** The service-popup feed (spec 7: `…/api/planet-vpn/v3/popups/{uuid}.json` on a content host). */
  popupFeedUrl: string
  /** Internal test-only routes (the error-page check) are enabled. */
  testRoutes: boolean
}

/** A mutable holder in router context: filled on the server per request, then by hydration. */
export interface SiteInfoHolder {
  current?: SiteInfo
}
