import type { SiteConfig, Variant } from './variants'

/** Per-request facts about the site the page is rendered for; serialised to the browser. */
export interface SiteInfo {
  config: SiteConfig
  variant: Variant
  host: string
  /** The visit came from the app (`source=app`): don't offer to download the app. */
  isSourceApp: boolean
  /** Internal test-only routes (the error-page check) are enabled. */
  testRoutes: boolean
}

/** A mutable holder in router context: filled on the server per request, then by hydration. */
export interface SiteInfoHolder {
  current?: SiteInfo
}
