import { SupportChat } from '../chat/SupportChat'
import { CookieConsent } from '../consent/CookieConsent'
import { ServicePopup } from '../popups/ServicePopup'

/**
 * What appears over a page once it runs in the browser: the service popup, the cookie banner and
 * the support chat. Each is decided in the browser and renders nothing on the server, so the root
 * loads this module after hydration (JS budget, bench:js) without changing a server-rendered page.
 */
export default function PageOverlays() {
  return (
    <>
      <ServicePopup />
      <CookieConsent />
      <SupportChat />
    </>
  )
}
