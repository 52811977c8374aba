import { useEffect, useRef, useState } from 'react'

import { splitLocale } from '../../lib/routing/locale-path'
import type { ActivePopup, markPopupViewed } from './popup-check'
import { popupAllowedOnPage } from './popup-rules'

/** Spec 9: the popup check starts 3 seconds after mount. */
export const POPUP_DELAY_MS = 3000

/**
 * Runs the spec's popup flow once, 3 s after mount (`checkServicePopup`, loaded only then: the
 * feed parsing and storage are not needed for the first paint) and shows what it picked.
 */
export function useServicePopup(feedUrl: string | undefined, language: string) {
  const [active, setActive] = useState<ActivePopup>()
  // Loaded with the check, before any popup can be shown: closing stays synchronous.
  const markViewed = useRef<typeof markPopupViewed>(undefined)

  useEffect(() => {
    if (!feedUrl) return
    let cancelled = false
    const timer = setTimeout(async () => {
      try {
        const check = await import('./popup-check')
        markViewed.current = check.markPopupViewed
        const chosen = await check.checkServicePopup(feedUrl, language)
        if (chosen && !cancelled) {
          // Claimed before the check is announced: the free-locations modal, which opens by itself
          // once the check has run, then waits until this popup has been closed (one at a time).
          if (popupAllowedOnPage(chosen.item, splitLocale(window.location.pathname).path)) {
            document.documentElement.dataset.servicePopup = 'active'
          }
          setActive(chosen)
        }
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
    markViewed.current?.(active.item.id)
    delete document.documentElement.dataset.servicePopup
    setActive(undefined)
  }

  return { active, close }
}
