import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

import { COOKIE, readCookie } from '../../lib/cookies'
import { PageLink } from '../links/PageLink'

const noSubscribe = () => () => undefined
/** `fvp_is_logged_in` is readable by scripts (the session cookie is not): enough to pick the link. */
const readLoggedIn = () => readCookie(document.cookie, COOKIE.isLoggedIn) === '1'

/**
 * "Log in" or "My account". Public pages are the same for everyone on the server; the logged-in
 * variant appears after hydration in a box of the same size, so nothing shifts.
 */
export function AccountLink() {
  const loggedIn = useSyncExternalStore(noSubscribe, readLoggedIn, () => false)
  return loggedIn ? (
    <PageLink path="/cabinet/profile/" className="button button--ghost site-header__account">
      <Trans>My account</Trans>
    </PageLink>
  ) : (
    <PageLink path="/login/" className="button button--ghost site-header__account">
      <Trans>Log in</Trans>
    </PageLink>
  )
}
