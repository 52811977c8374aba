import { Trans } from '@lingui/react/macro'

import { OPEN_CONSENT_EVENT } from '../lib/consent/open-consent'

/** Footer link that reopens the cookie banner (CookieConsent, loaded after hydration). */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      <Trans comment="Button in the footer: opens the cookie banner again to change the choice">Cookie settings</Trans>
    </button>
  )
}
