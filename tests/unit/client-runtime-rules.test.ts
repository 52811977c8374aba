import { afterEach, describe, expect, it, vi } from 'vitest'

import { checkForNewBuild, CURRENT_BUILD_ID, isBuildStale } from '#app/lib/build/build-check.ts'
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, reloadAfterChunkError } from '#app/lib/build/chunk-reload.ts'
import {
  IDLE_FALLBACK_BUDGET_MS,
  limitConcurrency,
  MAX_PARALLEL_PRELOADS,
  onIdle,
  prefetchAllowed,
} from '#app/lib/build/preload-limits.ts'

function memoryStore() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

describe('chunk reload guard (spec 4/9: once per path every 10 s)', () => {
  it('allows the first reload, refuses a second inside 10 s, allows again after', () => {
    const store = memoryStore()
    expect(claimReload(store, '/de/', 1_000)).toBe(true)
    expect(claimReload(store, '/de/', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimReload(store, '/fr/', 1_500)).toBe(true)
    expect(claimReload(store, '/de/', 1_000 + RELOAD_GUARD_MS)).toBe(true)
    expect(store.data.get('chunkReload:/de/')).toBe(String(1_000 + RELOAD_GUARD_MS))
  })

  it('reloads a document once, even when the failure is reported again on another path', () => {
    const reload = vi.fn()
    const location = { pathname: '/', reload }
    vi.stubGlobal('window', { sessionStorage: memoryStore(), location })
    try {
      const failure = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')
      expect(reloadAfterChunkError(failure)).toBe(true)
      // The route's error boundary reports it too, after the router moved on to the next path.
      location.pathname = '/de/'
      expect(reloadAfterChunkError(failure)).toBe(true)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a garbled marker does not block reloads', () => {
    const store = memoryStore()
    store.setItem('chunkReload:/', 'garbage')
    expect(claimReload(store, '/', 5)).toBe(true)
  })

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('recognises %s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

describe('preloading (spec 9)', () => {
  it('runs at most 4 preloads at once and queues the rest in order', async () => {
    const releases: (() => void)[] = []
    const started: number[] = []
    const preload = limitConcurrency(
      (n: number) =>
        new Promise<number>((resolve) => {
          started.push(n)
          releases.push(() => resolve(n))
        }),
      MAX_PARALLEL_PRELOADS,
    )
    const results = Array.from({ length: 6 }, (_, n) => preload(n))
    expect(started).toEqual([0, 1, 2, 3])
    expect(preload.running()).toBe(4)
    releases[0]!()
    await results[0]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2, 3, 4])
    for (const release of releases.slice(1)) release()
    await Promise.all(results.slice(1, 5))
    releases[5]!()
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5])
    expect(preload.running()).toBe(0)
  })

  it('a failed preload frees its slot', async () => {
    const preload = limitConcurrency((fail: boolean) => (fail ? Promise.reject(new Error('x')) : Promise.resolve(1)), 1)
    await expect(preload(true)).rejects.toThrow('x')
    await expect(preload(false)).resolves.toBe(1)
  })

  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('prefetch on %o → %s', (connection, expected) => {
    expect(prefetchAllowed(connection)).toBe(expected)
  })

  it('idle fallback: 1 ms timeout with a 50 ms budget', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    onIdle((deadline) => seen.push(deadline.timeRemaining()), {})
    vi.advanceTimersByTime(0)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([IDLE_FALLBACK_BUDGET_MS])
    vi.useRealTimers()
  })

  it('uses requestIdleCallback when the browser has it', () => {
    const requestIdleCallback = vi.fn(() => 1)
    onIdle(() => undefined, { requestIdleCallback })
    expect(requestIdleCallback).toHaveBeenCalledOnce()
  })
})

describe('new-build detection', () => {
  afterEach(() => vi.restoreAllMocks())
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }))

  it('same id: nothing to do', async () => {
    const fetcher = vi.fn((url: string) => json({ id: CURRENT_BUILD_ID, timestamp: url.length }))
    expect(await checkForNewBuild(fetcher as unknown as typeof fetch)).toBe(false)
    expect(fetcher.mock.calls[0]![0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/)
    expect(isBuildStale()).toBe(false)
  })

  it('a failed or malformed manifest is logged only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await checkForNewBuild(() => json({}, 404))).toBe(false)
    expect(await checkForNewBuild(() => json({ id: '../x', timestamp: 1 }))).toBe(false)
    expect(await checkForNewBuild(() => Promise.reject(new TypeError('offline')))).toBe(false)
    expect(warn).toHaveBeenCalledTimes(3)
    expect(isBuildStale()).toBe(false)
  })

  it('a new id marks the page stale and fetches that build’s manifest', async () => {
    const fetcher = vi.fn((url: string) => json({ id: url.includes('meta') ? 'next' : 'next', timestamp: 2 }))
    expect(await checkForNewBuild(fetcher as unknown as typeof fetch)).toBe(true)
    expect(fetcher.mock.calls[1]![0]).toBe('/builds/meta/next.json')
    expect(isBuildStale()).toBe(true)
  })
})
