import { Trans } from '@lingui/react/macro'

import { isPremium } from '../../../lib/auth/auth-state'
import { useLocale } from '../../../lib/i18n/use-locale'
import { fileSizes } from '../../downloads/format-size'
import { PlatformList } from '../../downloads/PlatformList'
import { useDetectedOs } from '../../downloads/use-detected-os'
import { useAuth } from '../auth-hooks'

/** The apps for the user's devices, their own system first, and what their access gives them. */
export function CabinetDownloadPage() {
  const auth = useAuth()
  const os = useDetectedOs()
  const locale = useLocale()
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
      <PlatformList os={os} sizes={fileSizes(locale)} />
    </>
  )
}
