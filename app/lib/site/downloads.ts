import * as v from 'valibot'

import manifest from '../../../data/downloads.json' with { type: 'json' }

/** Store names are brands: the same in every language. */
export const STORE_NAMES = {
  'app-store': 'App Store',
  'google-play': 'Google Play',
  'chrome-web-store': 'Chrome Web Store',
  'firefox-add-ons': 'Firefox Add-ons',
  'edge-add-ons': 'Microsoft Edge Add-ons',
  'opera-add-ons': 'Opera add-ons',
} as const

const FileSchema = v.strictObject({
  /** Path under the content-delivery base (`DOWNLOADS_BASE_URL`). */
  file: v.pipe(v.string(), v.regex(/^\/[\w./-]+\.(exe|dmg|apk)$/, 'a path to an .exe, .dmg or .apk file')),
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'a semantic version')),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a lowercase hex SHA-256')),
})

const StoreSchema = v.strictObject({
  store: v.picklist(Object.keys(STORE_NAMES) as (keyof typeof STORE_NAMES)[]),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
})

const PlatformSchema = v.pipe(
  v.strictObject({
    id: v.picklist([
      'windows',
      'mac',
      'android',
      'ios',
      'android-tv',
      'linux',
      'router',
      'openvpn',
      'chrome',
      'firefox',
      'edge',
      'opera',
      'yandex',
    ]),
    name: v.pipe(v.string(), v.minLength(1)),
    /** The platform's own page (without locale prefix). */
    page: v.pipe(v.string(), v.regex(/^\/[a-z-]+\/$/)),
    files: v.optional(v.array(FileSchema)),
    stores: v.optional(v.array(StoreSchema)),
    /** Set up with the OpenVPN configuration from the cabinet (Premium) instead of an app. */
    openvpn: v.optional(v.literal(true)),
  }),
  v.check(
    (p) => Boolean(p.files?.length || p.stores?.length || p.openvpn),
    'a platform needs a file, a store or OpenVPN',
  ),
)

export const DownloadsManifestSchema = v.object({
  $comment: v.optional(v.string()),
  platforms: v.pipe(
    v.array(PlatformSchema),
    v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'platform ids are unique'),
  ),
})
export type DownloadPlatform = v.InferOutput<typeof PlatformSchema>
export type PlatformId = DownloadPlatform['id']
export type DownloadFile = v.InferOutput<typeof FileSchema>

/** The downloads manifest (`data/downloads.json`), checked once when the module loads. */
export const DOWNLOADS = v.parse(DownloadsManifestSchema, manifest).platforms

export function platformById(id: PlatformId): DownloadPlatform {
  const platform = DOWNLOADS.find((p) => p.id === id)
  if (!platform) throw new Error(`The downloads manifest has no platform "${id}"`)
  return platform
}

export type DetectedOs = 'windows' | 'mac' | 'android' | 'ios' | 'linux' | undefined

/** The visitor's system from User-Agent Client Hints (`platform`), then the user agent. */
export function detectOs(userAgent: string, hintPlatform?: string): DetectedOs {
  const hint = hintPlatform?.replace(/"/g, '').toLowerCase()
  if (hint === 'windows') return 'windows'
  if (hint === 'macos') return 'mac'
  if (hint === 'android') return 'android'
  if (hint === 'ios') return 'ios'
  if (hint === 'linux' || hint === 'chrome os') return 'linux'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/android/i.test(userAgent)) return 'android'
  if (/windows/i.test(userAgent)) return 'windows'
  if (/macintosh|mac os x/i.test(userAgent)) return 'mac'
  if (/linux|x11|cros/i.test(userAgent)) return 'linux'
  return undefined
}

/** The manifest with the visitor's own system first, the rest in manifest order. */
export function platformsFor(os: DetectedOs): DownloadPlatform[] {
  return [...DOWNLOADS].sort((a, b) => Number(b.id === os) - Number(a.id === os))
}
