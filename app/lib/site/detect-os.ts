// Apart from downloads.ts: the download page's loader runs this in the start bundle of every page,
// and downloads.ts brings the whole downloads manifest along (initial JavaScript budget, bench:js).

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
