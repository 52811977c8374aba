import { ofetch } from 'ofetch'
import { useEffect, useState } from 'react'

import { COOKIE, readCookie } from '../../lib/cookies'
import { filterPopups, needsFetch, pickPopup, sortPopups, withCacheExpiry, type StoredPopup } from './popup-rules'
import { parseFeed, popupStorage } from './popup-storage'

/** Spec 9: the popup check starts 3 seconds after mount. */
export const POPUP_DELAY_MS = 3000

export interface ActivePopup {
  item: StoredPopup
  title: string
  description: string
}

async function loadList(feedUrl: string, nowSeconds: number): Promise<StoredPopup[]> {
  const stored = popupStorage.read()
  if (!needsFetch(stored, nowSeconds)) return stored
  // Service data: no authentication headers (spec 7, second client).
  const fresh = withCacheExpiry(parseFeed(await ofetch(feedUrl, { timeout: 5000, retry: 0 })), nowSeconds)
  // Keep what the visitor already saw of items that are still in the feed.
  const shown = new Set(stored.filter((item) => item.isShown).map((item) => item.id))
  return fresh.map((item) => (shown.has(item.id) ? { ...item, isShown: true } : item))
}

/**
 * Runs the spec's popup flow once, 3 s after mount: read or fetch the list, filter, sort, save,
 * and show the first item that has a title and a description in the page language.
 */
export function useServicePopup(feedUrl: string | undefined, language: string) {
  const [active, setActive] = useState<ActivePopup>()

  useEffect(() => {
    if (!feedUrl) return
    let cancelled = false
    const timer = setTimeout(async () => {
      try {
        const nowSeconds = Math.floor(Date.now() / 1000)
        const cookies = document.cookie
        const access = readCookie(cookies, COOKIE.userAccess) === 'premium' ? 'premium' : 'public'
        const country = readCookie(cookies, COOKIE.countryCode)
        const filtered = filterPopups(await loadList(feedUrl, nowSeconds), {
          nowSeconds,
          country,
          viewed: popupStorage.viewed(),
          access,
        })
        const list = sortPopups(filtered, access)
        const chosen = pickPopup(list, language)
        if (!chosen) {
          popupStorage.clear()
          return
        }
        popupStorage.save(list)
        if (!cancelled) setActive(chosen)
      } catch (error) {
        // Spec 8: a failed popup fetch is logged, and the visitor sees nothing.
        console.warn('Service popup feed failed:', error)
      } finally {
        // Lets tests (and analytics) know the check ran, whatever it found.
        document.documentElement.dataset.servicePopupChecked = 'true'
      }
    }, POPUP_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [feedUrl, language])

  const close = () => {
    if (!active) return
    popupStorage.markViewed(active.item.id)
    setActive(undefined)
  }

  return { active, close }
}
