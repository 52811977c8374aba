import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

import { startBuildCheck } from './build-check'
import { limitConcurrency, MAX_PARALLEL_PRELOADS, onIdle, prefetchAllowed, PREFETCH_DELAY_MS } from './preload-limits'

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }

const limited = new WeakSet<object>()

/** Route preloads (links on intent, the prefetch below) run at most 4 at a time. */
function limitPreloads(router: ReturnType<typeof useRouter>) {
  if (limited.has(router)) return
  limited.add(router)
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), MAX_PARALLEL_PRELOADS)
}

// Same-language page links only: the language switcher's 19 other versions and file downloads are
// not routes worth preloading.
const PREFETCH_LINKS =
  'header a[href^="/"]:not([hreflang]), main a[href^="/"]:not([hreflang]):not([download]), footer a[href^="/"]:not([hreflang])'

/**
 * Spec 9 payload prefetch: 1 s after start, the routes of the page's links are preloaded as they
 * come into view (the header's at once, the footer's when the visitor scrolls there), one after
 * the other in idle periods of the browser (link intent still preloads up to 4 at a time,
 * `limitPreloads`). Preloading every link of the page at once kept the main thread busy right
 * after start (Lighthouse's Total Blocking Time, decision 013) for pages the visitor cannot even see yet.
 */
function schedulePrefetch(router: ReturnType<typeof useRouter>): () => void {
  let observer: IntersectionObserver | undefined
  const queued = new Set<string>([location.pathname])
  const queue: string[] = []
  let pumping = false
  let stopped = false
  // One preload at a time, each started in an idle period once the previous one has settled: a
  // preload's work (its chunk, loader and router update) arrives after the idle callback, so
  // starting several together would pile their work into long tasks.
  const pump = () => {
    if (stopped || pumping || queue.length === 0) return
    pumping = true
    onIdle(() => {
      const path = queue.shift()
      void router
        .preloadRoute({ to: path })
        .catch(() => undefined)
        .finally(() => {
          pumping = false
          pump()
        })
    })
  }
  const timer = setTimeout(() => {
    if (!prefetchAllowed((navigator as NavigatorWithConnection).connection)) return
    if (typeof IntersectionObserver === 'undefined') return
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        const { pathname } = entry.target as HTMLAnchorElement
        // Pages only: links to files (`/downloads/…/app.exe`) have an extension.
        if (queued.has(pathname) || /\.\w+$/.test(pathname)) continue
        queued.add(pathname)
        queue.push(pathname)
      }
      pump()
    })
    for (const link of document.querySelectorAll<HTMLAnchorElement>(PREFETCH_LINKS)) observer.observe(link)
  }, PREFETCH_DELAY_MS)
  return () => {
    stopped = true
    clearTimeout(timer)
    observer?.disconnect()
  }
}

/** Browser-only duties of the app shell: preload limits, prefetch, new-build detection. */
export function useClientRuntime(buildCheckIntervalMs: number | undefined) {
  const router = useRouter()
  useEffect(() => {
    limitPreloads(router)
    return schedulePrefetch(router)
  }, [router])
  useEffect(() => {
    if (!buildCheckIntervalMs || import.meta.env.DEV) return
    return startBuildCheck(buildCheckIntervalMs)
  }, [buildCheckIntervalMs])
}
