import type { I18n } from '@lingui/core'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

import { catalogPartsForPage } from '../i18n/catalog-parts'
import { preloadCatalogs } from '../i18n/catalogs'
import { splitLocale } from '../routing/locale-path'

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

// The header's page links (same language; the language switcher's other versions are not pages
// worth fetching). The long lists of the page and the footer are left to link intent: fetching
// what ≈ 70 footer links lead to as they scroll into view made hundreds of requests per visit.
const PREFETCH_LINKS = 'header a[href^="/"]:not([hreflang])'
const MENU_BUTTON = 'header [aria-controls][aria-expanded]'

/**
 * Spec 9 payload prefetch: 1 s after start, the code (and catalog part) of the pages the header links to is fetched
 * as the links come into view, one page after the other in idle periods of the browser. Code
 * only: a page's data (its loader, the redirect lookup) is fetched on intent (hover, focus,
 * touch; the router's `defaultPreload`), up to 4 at a time (`limitPreloads`), and those answers
 * are cacheable. Fetching everything at once kept the main thread busy right after start
 * (Lighthouse's Total Blocking Time, decision 013).
 */
function schedulePrefetch(router: ReturnType<typeof useRouter>): () => void {
  let observer: IntersectionObserver | undefined
  let menuButton: HTMLElement | null = null
  const queued = new Set<string>([location.pathname])
  const queue: string[] = []
  let pumping = false
  let stopped = false
  // A page's code and the messages it shows besides the shell (its catalog part), in the language
  // on screen: choosing the page then needs its data only.
  const loadCode = (pathname: string) => {
    const [routes] = router.getMatchedRoutes(pathname)
    const { i18n } = router.options.context as { i18n: I18n }
    const { locale, path } = splitLocale(pathname)
    return Promise.all([
      ...routes.map((route) => router.loadRouteChunk(route)),
      preloadCatalogs(i18n, [locale], catalogPartsForPage(path)),
    ]).catch(() => undefined)
  }
  // One page's code at a time, each started in an idle period once the previous one has settled.
  const pump = () => {
    if (stopped || pumping || queue.length === 0) return
    pumping = true
    onIdle(() => {
      void loadCode(queue.shift() ?? '/').finally(() => {
        pumping = false
        pump()
      })
    })
  }
  /** Whether a link leads to a page whose code is not asked for yet (files have an extension). */
  const isNew = ({ pathname }: HTMLAnchorElement) => {
    if (queued.has(pathname) || /\.\w+$/.test(pathname)) return false
    queued.add(pathname)
    return true
  }
  // At once, but like every route preload no more than 4 pages at a time (spec 9).
  const loadCodeNow = limitConcurrency(loadCode, MAX_PARALLEL_PRELOADS)
  const prefetchMenu = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(PREFETCH_LINKS))
      if (isNew(link)) void loadCodeNow(link.pathname)
  }
  const timer = setTimeout(() => {
    if (!prefetchAllowed((navigator as NavigatorWithConnection).connection)) return
    if (typeof IntersectionObserver === 'undefined') return
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        const link = entry.target as HTMLAnchorElement
        if (isNew(link)) queue.push(link.pathname)
      }
      pump()
    })
    for (const link of document.querySelectorAll<HTMLAnchorElement>(PREFETCH_LINKS)) observer.observe(link)
    // On phones the header's links are in the menu, hidden until it opens: pressing the menu
    // button is the intent, and their pages' code is fetched right away, all at once.
    menuButton = document.querySelector<HTMLElement>(MENU_BUTTON)
    menuButton?.addEventListener('pointerdown', prefetchMenu)
    menuButton?.addEventListener('click', prefetchMenu)
  }, PREFETCH_DELAY_MS)
  return () => {
    stopped = true
    clearTimeout(timer)
    observer?.disconnect()
    menuButton?.removeEventListener('pointerdown', prefetchMenu)
    menuButton?.removeEventListener('click', prefetchMenu)
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
