import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { COOKIE, readCookie } from '#contracts/cookies.ts'
import { writeSiteCookie } from '../../lib/site/site-cookies'
import { useSite } from '../../lib/site/use-site'
import { FREE_LOCATIONS_SEEN, shouldAutoOpenFreeLocations } from './free-locations-rules'

// The list (and the query that fetches it) loads when the modal opens, never with the home page.
const FreeLocationList = lazy(() => import('./FreeLocationList'))

function Loading() {
  return (
    <p role="status">
      <Trans>Loading the free locations…</Trans>
    </p>
  )
}

/** Opens the modal by itself once, when the page is otherwise quiet (see the rule). */
function useAutoOpen(open: () => void) {
  const site = useSite()
  useEffect(() => {
    const root = document.documentElement
    let popupShown = false
    const check = () => {
      popupShown ||= root.dataset.servicePopup === 'active'
      if (root.dataset.servicePopupChecked !== 'true') return false
      const cookies = document.cookie
      const ready = shouldAutoOpenFreeLocations({
        cookie: readCookie(cookies, COOKIE.showFreeLocationsModal),
        consentAnswered: root.dataset.cookieConsent === 'accepted' || root.dataset.cookieConsent === 'declined',
        servicePopupShown: popupShown,
        isSourceApp: site.isSourceApp,
        premium: readCookie(cookies, COOKIE.userAccess) === 'premium',
      })
      if (ready) open()
      return ready
    }
    if (check()) return
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect()
    })
    observer.observe(root, {
      attributeFilter: ['data-service-popup-checked', 'data-cookie-consent', 'data-service-popup'],
    })
    return () => observer.disconnect()
  }, [open, site.isSourceApp])
}

/** "Free servers" block with the modal that lists where the free servers are. */
export function FreeLocations() {
  const { t } = useLingui()
  const site = useSite()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = useId()

  const show = () => setOpen(true)
  useAutoOpen(show)

  useEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
  }, [open])

  const close = () => {
    writeSiteCookie(COOKIE.showFreeLocationsModal, FREE_LOCATIONS_SEEN, site)
    dialog.current?.close()
    setOpen(false)
  }

  return (
    <section className="section free-locations" aria-labelledby={`${titleId}-section`}>
      <div className="container">
        <h2 id={`${titleId}-section`}>
          <Trans comment="Heading of the section about the free service: free VPN servers that need no account">
            Free servers, no sign-up
          </Trans>
        </h2>
        <p>
          <Trans>
            The free plan connects you through a choice of locations at no cost and without an account. Premium adds
            every location and more speed.
          </Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={show}>
          <Trans comment="Button: opens a window that lists the free server locations (countries and cities)">
            See free locations
          </Trans>
        </button>
      </div>
      {open && (
        <dialog
          ref={dialog}
          className="service-popup free-locations__dialog"
          aria-labelledby={titleId}
          onCancel={(event) => {
            event.preventDefault()
            close()
          }}
        >
          <h2 id={titleId} className="service-popup__title">
            <Trans comment="Heading of the window that lists the free server locations (countries and cities); also a row of the Free-versus-Premium table">
              Free locations
            </Trans>
          </h2>
          <Suspense fallback={<Loading />}>
            <FreeLocationList />
          </Suspense>
          <button type="button" className="button" onClick={close}>
            {t({ message: 'Close', context: 'button that closes a notice' })}
          </button>
        </dialog>
      )}
    </section>
  )
}
