import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

import { isPremium } from '../../../lib/auth/auth-state'
import { detectOs, platformsFor, type DetectedOs } from '../../../lib/site/downloads'
import { useSite } from '../../../lib/site/use-site'
import { useAuth } from '../use-auth'

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } }

const noSubscribe = () => () => undefined
function useDetectedOs(): DetectedOs {
  return useSyncExternalStore(
    noSubscribe,
    () => detectOs(navigator.userAgent, (navigator as NavigatorWithHints).userAgentData?.platform),
    () => undefined,
  )
}

/** The apps for the user's devices, their own system first, and what their access gives them. */
export function CabinetDownloadPage() {
  const auth = useAuth()
  const os = useDetectedOs()
  const { downloadsBaseUrl } = useSite()
  const email = auth.email ?? ''
  return (
    <>
      <h1>
        <Trans>Download the apps</Trans>
      </h1>
      <p>
        {isPremium(auth) ? (
          <Trans>Log in to the app with {email} and Premium works on up to 10 devices.</Trans>
        ) : (
          <Trans>The free locations work without logging in. Log in with {email} after upgrading to use Premium.</Trans>
        )}
      </p>
      <ul className="download-list">
        {platformsFor(os).map((platform) => (
          <li key={platform.id} className={platform.id === os ? 'download-list__item--current' : undefined}>
            <span className="download-list__name">{platform.name}</span>
            {platform.id === os && (
              <span className="badge">
                <Trans>this device</Trans>
              </span>
            )}
            <a
              className="button button--ghost"
              href={platform.kind === 'file' ? `${downloadsBaseUrl}${platform.file}` : platform.url}
              rel="noopener noreferrer"
            >
              {platform.kind === 'file' ? <Trans>Download</Trans> : <Trans>Open the store</Trans>}
              <span className="visually-hidden"> {platform.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
