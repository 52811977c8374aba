import { useEffect, useRef, useState } from 'react'

import { COOKIE, readCookie } from '#contracts/cookies.ts'
import { parseConsent } from '../consent/consent-rules'
import { isTextEntry, popupAllowedOnPage, type StoredPopup } from './popup-rules'

/** How long a ready popup waits before it opens: another dialog decided in the same moment opens first. */
const SETTLE_MS = 120

/** The cookie banner has been answered (and is not open again from "Cookie settings"). */
function consentAnswered(): boolean {
  const shown = document.documentElement.dataset.cookieConsent
  if (shown !== undefined) return shown === 'accepted' || shown === 'declined'
  return parseConsent(readCookie(document.cookie, COOKIE.cookiesPopupStatus)) !== undefined
}

/**
 * When a chosen popup may open: one interruption at a time and never in someone's way.
 * - the cookie banner first: the popup waits until it is answered;
 * - no other dialog open (the free-locations modal, the menu): it waits until that one closes;
 * - default popups not on the account, order and payment pages (they wait for another page);
 * - never while the visitor types: when a field has had focus on this page, the popup waits for the
 *   next page instead of opening later on this one, where it could catch the click on "Send" that
 *   follows the typing (opening a modal dialog always moves focus, so it cannot open beside a field).
 */
export function usePopupMoment(item: StoredPopup | undefined, path: string): boolean {
  // The item that found its moment (a newly chosen item waits for its own).
  const [openedItem, setOpenedItem] = useState<StoredPopup>()
  // The page (path) on which a field had focus.
  const typedOn = useRef<string>(undefined)
  const currentPath = useRef(path)

  useEffect(() => {
    currentPath.current = path
  }, [path])

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && isTextEntry(event.target)) typedOn.current = currentPath.current
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])

  const allowedHere = item ? popupAllowedOnPage(item, path) : false

  useEffect(() => {
    if (!item || !allowedHere) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const calm = () => {
      const focused = document.activeElement
      return (
        consentAnswered() &&
        !document.querySelector('dialog[open]:not(.service-popup)') &&
        typedOn.current !== path &&
        !(focused instanceof HTMLElement && isTextEntry(focused))
      )
    }
    const evaluate = () => {
      clearTimeout(timer)
      if (!calm()) return
      timer = setTimeout(() => {
        if (!calm()) return
        document.documentElement.dataset.servicePopup = 'active'
        setOpenedItem(item)
      }, SETTLE_MS)
    }
    evaluate()
    const observer = new MutationObserver(evaluate)
    observer.observe(document.documentElement, { attributeFilter: ['data-cookie-consent'] })
    // `close` does not bubble: listen in the capture phase for any dialog that closes.
    document.addEventListener('close', evaluate, true)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
      document.removeEventListener('close', evaluate, true)
    }
  }, [item, allowedHere, path])

  return item !== undefined && openedItem === item && allowedHere
}
