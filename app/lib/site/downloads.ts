import * as v from 'valibot'

import manifest from '../../../data/downloads.json'

const PlatformSchema = v.variant('kind', [
  v.object({ id: v.string(), name: v.string(), kind: v.literal('file'), file: v.pipe(v.string(), v.startsWith('/')) }),
  v.object({ id: v.string(), name: v.string(), kind: v.literal('store'), url: v.pipe(v.string(), v.url()) }),
])

export const DownloadsManifestSchema = v.object({ platforms: v.array(PlatformSchema) })
export type DownloadPlatform = v.InferOutput<typeof PlatformSchema>

/** The downloads manifest (`data/downloads.json`), checked once when the module loads. */
export const DOWNLOADS = v.parse(DownloadsManifestSchema, manifest).platforms

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

/** The manifest with the visitor's own system first. */
export function platformsFor(os: DetectedOs): DownloadPlatform[] {
  return [...DOWNLOADS].sort((a, b) => Number(b.id === os) - Number(a.id === os))
}
