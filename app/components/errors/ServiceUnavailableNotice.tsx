import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'

import { PageLink } from '../links/PageLink'
import { ErrorNotice } from './ErrorNotice'

/**
 * Account pages while the account API cannot answer (HTTP 503 with Retry-After): what happened,
 * that nothing is lost and the rest of the site works, and a plain link that loads the page again
 * (it works before the scripts and once the service is back, with no restart anywhere).
 */
export function ServiceUnavailableNotice() {
  const { href } = useLocation()
  return (
    <ErrorNotice
      title={<Trans>The account service is temporarily unavailable</Trans>}
      action={
        <a className="button button--ghost" href={href}>
          <Trans comment="Button on the notice that the account service is down: loads the page again">Try again</Trans>
        </a>
      }
      more={
        // The footer's message (one translation): the status page says when the service is back.
        <PageLink path="/status/" className="button button--ghost">
          <Trans>Service status</Trans>
        </PageLink>
      }
    >
      <Trans>
        We cannot reach the account service right now. Your data is safe; please try again in a few minutes.
      </Trans>{' '}
      <Trans>Everything else on this site, downloads included, works as usual.</Trans>
    </ErrorNotice>
  )
}
