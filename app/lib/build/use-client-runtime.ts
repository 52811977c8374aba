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

/** 1 s after start, when the browser is idle, preload the routes the page's navigation links to. */
function schedulePrefetch(router: ReturnType<typeof useRouter>): () => void {
  const timer = setTimeout(() => {
    if (!prefetchAllowed((navigator as NavigatorWithConnection).connection)) return
    onIdle(() => {
      // Same-language navigation only: the language switcher's 19 other versions are not prefetched.
      const links = document.querySelectorAll<HTMLAnchorElement>(
        'header a[href^="/"]:not([hreflang]), footer a[href^="/"]:not([hreflang])',
      )
      const paths = new Set([...links].map((link) => link.pathname).filter((path) => path !== location.pathname))
      for (const path of paths) router.preloadRoute({ to: path }).catch(() => undefined)
    })
  }, PREFETCH_DELAY_MS)
  return () => clearTimeout(timer)
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
