import manifest from '../../../data/downloads.json' with { type: 'json' }
import type { DetectedOs } from './detect-os'
import type { DownloadFile, DownloadPlatform, PlatformId, SigningKey } from './downloads-manifest.schema'

export type { DownloadFile, DownloadPlatform, PlatformId, SigningKey } from './downloads-manifest.schema'
export { detectOs, type DetectedOs } from './detect-os'

/** Store names are brands: the same in every language. */
export const STORE_NAMES = {
  'app-store': 'App Store',
  'google-play': 'Google Play',
  'chrome-web-store': 'Chrome Web Store',
  'firefox-add-ons': 'Firefox Add-ons',
  'edge-add-ons': 'Microsoft Edge Add-ons',
  'opera-add-ons': 'Opera add-ons',
} as const

/**
 * The downloads manifest (`data/downloads.json`), bundled at build time. Its schema
 * (downloads-manifest.schema.ts) is checked by tests/unit/downloads.test.ts on every change.
 */
export const DOWNLOADS = manifest.platforms as DownloadPlatform[]

/** The key that signs every download file, from the same manifest. */
export const SIGNING_KEY: SigningKey = manifest.signingKey

/** Where a file's detached signature is published: beside it, as `<file>.asc`. */
export function signaturePath(file: DownloadFile): string {
  return `${file.file}.asc`
}

export function platformById(id: PlatformId): DownloadPlatform {
  const platform = DOWNLOADS.find((p) => p.id === id)
  if (!platform) throw new Error(`The downloads manifest has no platform "${id}"`)
  return platform
}

/** The manifest with the visitor's own system first, the rest in manifest order. */
export function platformsFor(os: DetectedOs): DownloadPlatform[] {
  return [...DOWNLOADS].sort((a, b) => Number(b.id === os) - Number(a.id === os))
}
