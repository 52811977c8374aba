import { Trans } from '@lingui/react/macro'

import { isPremium } from '../../../lib/auth/auth-state'
import { platformsFor } from '../../../lib/site/downloads'
import { DownloadOptions } from '../../downloads/DownloadOptions'
import { useDetectedOs } from '../../downloads/use-detected-os'
import { useAuth } from '../use-auth'

/** The apps for the user's devices, their own system first, and what their access gives them. */
export function CabinetDownloadPage() {
  const auth = useAuth()
  const os = useDetectedOs()
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
            <DownloadOptions platform={platform} />
          </li>
        ))}
      </ul>
    </>
  )
}
