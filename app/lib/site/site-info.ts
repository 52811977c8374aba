import type { Theme } from '#contracts/cookies.ts'
import type { SiteConfig, Variant } from './variants'

/** Per-request facts about the site the page is rendered for; serialised to the browser. */
export interface SiteInfo {
  config: SiteConfig
  variant: Variant
  host: string
  /** The theme the visitor chose (theme cookie); absent: follow the system. Set again by ThemeSwitch. */
  theme?: Theme
  /** The visit came from the app (`source=app`): don't offer to download the app. */
  isSourceApp: boolean
  /** The service-popup feed (spec 7: `…/api/planet-vpn/v3/popups/{uuid}.json` on a content host). */
  popupFeedUrl: string
  /** Support chat widget (spec 2/9); absent when no key is configured. */
  chat?: { key: string; scriptUrl: string }
  /** Tag manager for analytics; loaded only after cookie consent. Absent when not configured. */
  analytics?: { containerId: string; scriptUrl: string }
  /** Content-delivery address of the app files in `data/downloads.json` (no trailing slash). */
  downloadsBaseUrl: string
  /** How often the browser asks whether a new build was deployed (milliseconds). */
  buildCheckIntervalMs: number
  /** STUN servers for the WebRTC leak test; `{host}` stands for the page's host name. */
  stunServers: string[]
  /** Internal test-only routes (the error-page check) are enabled. */
  testRoutes: boolean
  /** Developer-only pages (`/_design/`) answer: the developer tools are on and the host is local. */
  devTools?: boolean
}

/** A mutable holder in router context: filled on the server per request, then by hydration. */
export interface SiteInfoHolder {
  current?: SiteInfo
}
