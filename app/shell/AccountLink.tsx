import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

import { COOKIE, readCookie } from '#contracts/cookies.ts'
import { PageLink } from '../components/links/PageLink'

const noSubscribe = () => () => undefined
/** `fvp_is_logged_in` is readable by scripts (the session cookie is not): enough to pick the link. */
const readLoggedIn = () => readCookie(document.cookie, COOKIE.isLoggedIn) === '1'

/**
 * "Log in" or "My account". Public pages are the same for everyone on the server; the logged-in
 * variant appears after hydration. Both labels are laid out on top of each other, centred (the
 * other one invisible, so not read out): the box always has the size of the longer label, in
 * every language, and nothing around it moves when it switches (CLS 0, `npm run bench:cls`).
 */
export function AccountLink({ className = '' }: { className?: string }) {
  const loggedIn = useSyncExternalStore(noSubscribe, readLoggedIn, () => false)
  return (
    <PageLink path={loggedIn ? '/cabinet/profile/' : '/login/'} className={`account-link ${className}`}>
      <span className="swap-label">
        <span className={loggedIn ? 'swap-label__off' : undefined}>
          <Trans>Log in</Trans>
        </span>
        <span className={loggedIn ? undefined : 'swap-label__off'}>
          <Trans>My account</Trans>
        </span>
      </span>
    </PageLink>
  )
}
