import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'

import { FormError, FormNotice } from '../../../components/forms/FormAlert'
import { PageLink } from '../../../components/links/PageLink'
import { confirmFn } from '../auth.functions'
import { AccountPage } from './AccountPage'
import { WithQueryClient } from '../../../lib/query/WithQueryClient'

/**
 * Opened from the confirmation e-mail. The confirmation runs in the browser, so a mail scanner that
 * only fetches the link does not use it up.
 */
function ConfirmEmailPageBody({ token }: { token: string | undefined }) {
  const wellFormed = Boolean(token && /^[A-Za-z0-9_-]{16,256}$/.test(token))
  const result = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmFn({ data: { token: token ?? '' } }),
    enabled: wellFormed && typeof window !== 'undefined',
    retry: false,
    staleTime: Infinity,
  })
  const error = !wellFormed
    ? 'token_invalid'
    : result.isError
      ? 'unavailable'
      : result.data && !result.data.ok
        ? result.data.error.code
        : undefined
  return (
    <AccountPage title={<Trans>Confirm your e-mail address</Trans>}>
      {result.data?.ok ? (
        <FormNotice>
          <Trans>Thank you, your e-mail address is confirmed.</Trans>
        </FormNotice>
      ) : error ? (
        <FormError code={error} />
      ) : (
        <p role="status">
          <Trans>Confirming your e-mail address…</Trans>
        </p>
      )}
      <PageLink path="/cabinet/profile/" className="button">
        <Trans comment="Button: leads to the user's account page (subscription, e-mail address, password)">
          Go to my account
        </Trans>
      </PageLink>
    </AccountPage>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  return (
    <WithQueryClient>
      <ConfirmEmailPageBody token={token} />
    </WithQueryClient>
  )
}
