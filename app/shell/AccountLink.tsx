import { Trans } from '@lingui/react/macro'
import { useEffect, useSyncExternalStore } from 'react'

import { PageLink } from '../components/links/PageLink'
import { hasAccountMarkers, onAccountStateChange, readLoggedIn } from './account-state'

/**
 * "Log in" or "My account". Public pages are the same for everyone on the server; the logged-in
 * variant appears after hydration, and once the server has confirmed the session behind the
 * cookies (account-state.ts). Both labels are laid out on top of each other, centred (the other
 * one invisible, so not read out): the box always has the size of the longer label, in every
 * language, and nothing around it moves when it switches (CLS 0, `npm run bench:cls`).
 */
export function AccountLink({ className = '' }: { className?: string }) {
  const loggedIn = useSyncExternalStore(onAccountStateChange, readLoggedIn, () => false)
  useEffect(() => {
    // Loaded only for visitors with account cookies: anonymous page views make no extra request.
    if (!hasAccountMarkers(document.cookie)) return
    import('./settle-account-state').then(
      (module) => module.settleAccountState(),
      (error: unknown) => console.warn('Could not check the session:', error),
    )
  }, [])
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
