import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

import { FormError } from '../../../components/forms/FormAlert'
import { accountHead } from '../../../features/account/account-head'
import { supportDeskFn } from '../../../features/account/cabinet.functions'
import { AccountPage } from '../../../features/account/pages/AccountPage'
import { guardRoute } from '../../../features/account/auth-guards'
import { stringSearch } from '../../../lib/routing/search-validators'
import { WithQueryClient } from '../../../lib/query/WithQueryClient'

/** Support-desk single sign-on: a logged-in user is handed to the desk with a signed token. */
const validateSearch = stringSearch('return_to')

export const Route = createFileRoute('/{-$lang}/zendesk/sso')({
  validateSearch,
  beforeLoad: ({ context, location, preload }) => guardRoute(context, location, 'protected', preload),
  head: ({ match: { context } }) =>
    accountHead(
      context,
      '/zendesk/sso/',
      msg({
        message: 'Support',
        comment: 'Browser-tab title of the short page that signs the user in to the help centre (customer support)',
      }),
    ),
  component: function SupportDeskRoute() {
    // Query loads with this page's chunk: decision 011.
    return (
      <WithQueryClient>
        <SupportDeskHandOver />
      </WithQueryClient>
    )
  },
})

function SupportDeskHandOver() {
  const { return_to: returnTo } = Route.useSearch()
  const form = useRef<HTMLFormElement>(null)
  const desk = useQuery({ queryKey: ['support-desk'], queryFn: () => supportDeskFn(), staleTime: 0, gcTime: 0 })
  const target = desk.data?.ok ? desk.data : undefined
  // Only a page of the desk itself may be the way back.
  const back = target && returnTo && returnTo.startsWith(new URL(target.action).origin + '/') ? returnTo : undefined
  useEffect(() => {
    if (target) form.current?.submit()
  }, [target])
  const error = desk.isError ? 'unavailable' : desk.data && !desk.data.ok ? desk.data.error.code : undefined
  return (
    <AccountPage title={<Trans>Opening the help centre…</Trans>}>
      <FormError code={error} />
      {target && (
        <form ref={form} method="post" action={target.action}>
          <input type="hidden" name="jwt" value={target.jwt} />
          {back && <input type="hidden" name="return_to" value={back} />}
          <button type="submit" className="button">
            <Trans comment="Button: goes on to the help centre (customer support site) when it does not open by itself">
              Continue to the help centre
            </Trans>
          </button>
        </form>
      )}
    </AccountPage>
  )
}
