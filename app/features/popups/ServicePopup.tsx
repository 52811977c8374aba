import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'

import { PageLink } from '../../components/links/PageLink'
import { useLocale } from '../../lib/i18n/use-locale'
import { splitLocale } from '../../lib/routing/locale-path'
import { useSite } from '../../lib/site/use-site'
import { isBlocker } from './popup-rules'
import { usePopupMoment } from './use-popup-moment'
import { useServicePopup } from './use-service-popup'

/**
 * The service popup over any page. Texts come from the feed and are rendered as text, never as
 * markup; its call to action links only to a page of the site. It opens at a calm moment
 * (`usePopupMoment`: after the cookie banner, never while someone types, default popups not on
 * account pages). The dialog itself takes focus (not its title or first button: the text is read
 * first); Escape and "Close" close it and focus goes back to where it was. A blocker cannot be
 * dismissed (no close button, Escape ignored) but stays readable, with focus kept inside.
 */
export function ServicePopup() {
  const { t } = useLingui()
  const site = useSite()
  const locale = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { active, close } = useServicePopup(site.popupFeedUrl, locale)
  const open = usePopupMoment(active?.item, splitLocale(pathname).path)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement>(undefined)
  const titleId = useId()
  const textId = useId()
  const blocker = active ? isBlocker(active.item) : false

  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    if (!element.open) {
      const focused = document.activeElement
      returnFocus.current = focused instanceof HTMLElement && focused !== document.body ? focused : undefined
      element.showModal()
      element.focus()
    }
    // The chat launcher moves aside while a popup is active (spec 4).
    document.documentElement.dataset.servicePopup = 'active'
    return () => {
      // Not released here when the popup only hides (a quiet page): it still waits to be seen.
      if (element.open) element.close()
      // The browser returns focus on close() too; this also covers a dialog removed without it.
      if (returnFocus.current?.isConnected) returnFocus.current.focus({ preventScroll: true })
    }
  }, [open])

  if (!active || !open) return null
  return (
    <dialog
      ref={dialog}
      className={`service-popup${blocker ? ' service-popup--blocker' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        if (!blocker) close()
      }}
      onClose={(event) => {
        // A browser may close a modal dialog on a repeated Escape despite `cancel` being refused: a
        // blocker opens again, a default popup counts as closed.
        if (blocker) event.currentTarget.showModal()
        else close()
      }}
    >
      <h2 id={titleId} className="service-popup__title">
        {active.title}
      </h2>
      <p id={textId} className="service-popup__text">
        {active.description}
      </p>
      <div className="service-popup__actions">
        {active.action && (
          <PageLink path={active.action.path} className="button" onClick={close}>
            {active.action.label}
          </PageLink>
        )}
        {!blocker && (
          <button type="button" className={active.action ? 'button button--ghost' : 'button'} onClick={close}>
            {t({ message: 'Close', context: 'button that closes a notice' })}
          </button>
        )}
      </div>
    </dialog>
  )
}
