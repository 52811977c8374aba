import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'

import { FormError } from '../../components/forms/FormAlert'
import { PageLink } from '../../components/links/PageLink'
import { accountHead } from '../../features/account/account-head'
import { profileCheckFn } from '../../features/account/auth.functions'
import { AccountPage } from '../../features/account/pages/AccountPage'
import { safeReturnPath } from '../../lib/auth/return-path'
import { localizePath } from '../../lib/routing/locale-path'

export const Route = createFileRoute('/{-$lang}/profile-check')({
  validateSearch: v.looseObject({
    key: v.optional(v.fallback(v.string(), '')),
    to: v.optional(v.fallback(v.string(), '')),
  }),
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return { problem: undefined }
    const to = safeReturnPath(search.to)
    const result = await profileCheckFn({ data: { key: search.key || undefined, to } })
    if (result.type === 'error') return { problem: result.code }
    context.queryClient.removeQueries({ queryKey: ['auth'] })
    const href =
      result.target === 'to' && to
        ? to
        : localizePath(result.target === 'login' ? '/login/' : '/cabinet/profile/', context.locale)
    throw redirect({ href, to: undefined as never })
  },
  head: ({ match: { context } }) => accountHead(context, '/profile-check/', msg`Checking your account`),
  component: function ProfileCheck() {
    const { problem } = Route.useRouteContext()
    return (
      <AccountPage title={<Trans>Checking your account</Trans>}>
        <FormError code={problem} />
        <PageLink path="/login/" className="button">
          <Trans>Log in</Trans>
        </PageLink>
      </AccountPage>
    )
  },
})
