/** Spec 4/9: a failed chunk load reloads the page, at most once per path every 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
export const RELOAD_MARKER_PREFIX = 'chunkReload:'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return CHUNK_ERROR.test(message)
}

type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>

/** True (and records the time) when this path may reload now; false inside the 10 s window. */
export function claimReload(store: MarkerStore, path: string, now: number): boolean {
  const key = `${RELOAD_MARKER_PREFIX}${path}`
  const last = Number(store.getItem(key))
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false
  store.setItem(key, String(now))
  return true
}

/**
 * Set once this document has asked for a reload. One failure can be reported twice, by Vite's
 * preload event and then by the route's error boundary, by which time the router may show the
 * next path: that is no reason for a second reload.
 */
let reloading = false

/**
 * Reloads the page after a chunk-load failure when the guard allows; returns whether the failure
 * is handled by a reload (this call's or an earlier one's in the same document).
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  if (reloading) return true
  try {
    if (!claimReload(window.sessionStorage, window.location.pathname, Date.now())) return false
  } catch {
    return false
  }
  reloading = true
  window.location.reload()
  return true
}

/** Vite reports failed dynamic imports as `vite:preloadError`; reloading replaces the error. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    if (reloadAfterChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) {
      event.preventDefault()
    }
  })
}
