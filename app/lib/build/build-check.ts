/** `builds/latest.json` and `builds/meta/{id}.json`, written by the build (vite.config.ts). */
export interface BuildInfo {
  id: string
  timestamp: number
}

/**
 * Checked by hand, not by a valibot schema: this runs on every page and valibot would add ≈ 4 kB
 * gzip to the start bundle, which every page's JavaScript budget counts (bench:js).
 */
export function parseBuildInfo(value: unknown): BuildInfo {
  const info = value as Partial<Record<keyof BuildInfo, unknown>> | null
  if (
    typeof info !== 'object' ||
    info === null ||
    typeof info.id !== 'string' ||
    !/^[\w-]{1,64}$/.test(info.id) ||
    typeof info.timestamp !== 'number'
  ) {
    throw new Error('builds/latest.json is not a build id and timestamp')
  }
  return { id: info.id, timestamp: info.timestamp }
}

declare const __BUILD_ID__: string | undefined

/** The id of the build this page runs (replaced at build time by vite.config.ts). */
export const CURRENT_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

let stale = false

/** True once a newer build was seen: the next navigation should load the page from the server. */
export function isBuildStale(): boolean {
  return stale
}

/** One check: a changed id marks the page stale and fetches the new build's manifest. */
export async function checkForNewBuild(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const latest = parseBuildInfo(await response.json())
    if (latest.id === CURRENT_BUILD_ID) return false
    stale = true
    const meta = await fetcher(`/builds/meta/${latest.id}.json`).catch((error: unknown) => error)
    if (!(meta instanceof Response) || !meta.ok) console.warn('Build manifest fetch failed:', meta)
    return true
  } catch (error) {
    // Spec 8: a failed manifest fetch is logged to the console only.
    console.warn('Build check failed:', error)
    return false
  }
}

/** Checks at the configured interval until a new build is found. */
export function startBuildCheck(intervalMs: number): () => void {
  const timer = setInterval(() => {
    void checkForNewBuild().then((found) => {
      if (found) clearInterval(timer)
    })
  }, intervalMs)
  return () => clearInterval(timer)
}
