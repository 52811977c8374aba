import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { PageLink } from '../../components/links/PageLink'
import { COOKIE, readCookie } from '#contracts/cookies.ts'
import { writeSiteCookie } from '../../lib/site/site-cookies'
import { isPublished } from '../../lib/site/public-pages'
import { useSite } from '../../lib/site/use-site'
import { startAnalytics } from './analytics'
import { OPEN_CONSENT_EVENT } from '../../lib/consent/open-consent'
import { analyticsAllowed, parseConsent, type ConsentStatus } from './consent-rules'

const CONSENT_CHANGED = 'planet:cookie-consent-changed'

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGED, onChange)
  return () => window.removeEventListener(CONSENT_CHANGED, onChange)
}

function readStatus(): ConsentStatus | 'unknown' {
  return parseConsent(readCookie(document.cookie, COOKIE.cookiesPopupStatus)) ?? 'unknown'
}

/**
 * The cookie banner (`cookies_popup_status`). It is decided in the browser, after hydration, so
 * public pages stay identical for every visitor. Analytics starts only after "Accept".
 */
export function CookieConsent() {
  const { t } = useLingui()
  const site = useSite()
  const stored = useSyncExternalStore(subscribe, readStatus, () => 'pending' as const)
  const [reopened, setReopened] = useState(false)
  const titleId = useId()
  const bar = useRef<HTMLElement>(null)
  const status = reopened ? 'unknown' : stored

  useEffect(() => {
    const reopen = () => setReopened(true)
    window.addEventListener(OPEN_CONSENT_EVENT, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (analyticsAllowed(parseConsent(stored))) startAnalytics(site.analytics)
  }, [stored, site.analytics])

  useEffect(() => {
    if (status !== 'pending') document.documentElement.dataset.cookieConsent = status
  }, [status])

  // While the bar shows, the page keeps as much room free at its end (overlays.css), so nothing
  // stays hidden under it: its height changes with the language and the width.
  useEffect(() => {
    const element = bar.current
    if (status !== 'unknown' || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      const reserve = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))
      root.style.setProperty('--consent-bar-reserve', `${reserve}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--consent-bar-reserve')
    }
  }, [status])

  const answer = (choice: ConsentStatus) => {
    writeSiteCookie(COOKIE.cookiesPopupStatus, choice, site)
    setReopened(false)
    window.dispatchEvent(new Event(CONSENT_CHANGED))
  }

  if (status !== 'unknown') return null
  return (
    <section ref={bar} className="cookie-consent" aria-labelledby={titleId}>
      <h2 id={titleId} className="cookie-consent__title">
        <Trans comment="Heading of the cookie banner">Cookies on this site</Trans>
      </h2>
      <p className="cookie-consent__text">
        <Trans comment="Text of the cookie banner, a compact bar at the bottom of the screen on phones">
          We use cookies the site needs to work and, with your consent, Google Analytics with anonymised IP addresses.
        </Trans>{' '}
        {isPublished('/cookies/') && (
          <PageLink path="/cookies/">
            <Trans comment="Link to the page that explains the site's cookies; in the cookie banner and the footer menu">
              Cookie policy
            </Trans>
          </PageLink>
        )}
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => answer('accepted')}>
          {t({ message: 'Accept analytics', context: 'cookie banner button' })}
        </button>
        <button type="button" className="button button--ghost" onClick={() => answer('declined')}>
          {t({ message: 'Only necessary cookies', context: 'cookie banner button' })}
        </button>
      </div>
    </section>
  )
}
