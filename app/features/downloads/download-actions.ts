import type { PublicPath } from '#app/pages.ts'
import type { DetectedOs, DownloadFile, DownloadPlatform, STORE_NAMES } from '../../lib/site/downloads'
import { isPublished } from '../../lib/site/public-pages'

export type StoreId = keyof typeof STORE_NAMES

/** One way to get the app: a store listing, a file, or the platform's page (set-up guides). */
export type DownloadAction =
  | { kind: 'store'; store: StoreId; url: string }
  | { kind: 'file'; file: DownloadFile }
  | { kind: 'page'; path: PublicPath }

export interface DownloadActions {
  /** Shown as the large, filled actions: the stores (they update the app by themselves), else the files. */
  primary: DownloadAction[]
  /** Shown after them, smaller: the files when a store comes first (the .apk next to Google Play). */
  secondary: DownloadAction[]
}

/**
 * The actions of one platform, in the order a visitor should see them. Stores come first wherever
 * the platform has one (the store installs and updates the app and vouches for it); files are then
 * secondary. A platform with neither (Linux, routers: set up with OpenVPN) leads to its own page,
 * which has the set-up steps — on that page itself, `onOwnPage` leaves that link out.
 */
export function downloadActions(platform: DownloadPlatform, onOwnPage = false): DownloadActions {
  const stores: DownloadAction[] = (platform.stores ?? []).map(({ store, url }) => ({ kind: 'store', store, url }))
  const files: DownloadAction[] = (platform.files ?? []).map((file) => ({ kind: 'file', file }))
  if (stores.length > 0) return { primary: stores, secondary: files }
  if (files.length > 0) return { primary: files, secondary: [] }
  const page = platform.page
  return { primary: !onOwnPage && isPublished(page) ? [{ kind: 'page', path: page }] : [], secondary: [] }
}

/** The main action for the visitor's detected system on the download page (none when unknown). */
export function primaryActionFor(os: DetectedOs, platforms: readonly DownloadPlatform[]): DownloadAction | undefined {
  const platform = os && platforms.find((p) => p.id === os)
  return platform ? downloadActions(platform).primary[0] : undefined
}
