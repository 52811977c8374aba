import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'

import { useLocale } from '../../lib/i18n/use-locale'
import { useSite } from '../../lib/site/use-site'
import { isBlocker } from './popup-rules'
import { useServicePopup } from './use-service-popup'

/**
 * The service popup over any page. Texts come from the feed and are rendered as text, never as
 * markup. A blocker cannot be dismissed (no close button, Escape ignored) but stays readable, with
 * focus kept inside by the modal dialog.
 */
export function ServicePopup() {
  const { t } = useLingui()
  const site = useSite()
  const locale = useLocale()
  const { active, close } = useServicePopup(site.popupFeedUrl, locale)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  const blocker = active ? isBlocker(active.item) : false

  useEffect(() => {
    const element = dialog.current
    if (!active || !element) return
    if (!element.open) element.showModal()
    // The chat launcher moves aside while a popup is active (spec 4).
    document.documentElement.dataset.servicePopup = 'active'
    return () => {
      delete document.documentElement.dataset.servicePopup
    }
  }, [active])

  if (!active) return null
  return (
    <dialog
      ref={dialog}
      className={`service-popup${blocker ? ' service-popup--blocker' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        if (!blocker) close()
      }}
    >
      <h2 id={titleId} className="service-popup__title" tabIndex={-1}>
        {active.title}
      </h2>
      <p id={textId} className="service-popup__text">
        {active.description}
      </p>
      {!blocker && (
        <button type="button" className="button" onClick={close}>
          {t({ message: 'Close', context: 'button that closes a notice' })}
        </button>
      )}
    </dialog>
  )
}
