import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'

import { FormError } from '../../components/forms/FormAlert'
import { PageLink } from '../../components/links/PageLink'
import { accountHead } from '../../features/account/account-head'
import { actionKeyLoginFn, profileCheckFn } from '../../features/account/guard.functions'
import { AccountChoice } from '../../features/account/pages/AccountChoice'
import { AccountPage } from '../../features/account/pages/AccountPage'
import { forgetAuthState } from '../../features/account/auth-store'
import { accountUnavailable } from '../../features/account/auth-guards'
import { safeReturnPath } from '../../lib/auth/return-path'
import { localizePath } from '../../lib/routing/locale-path'
import { stringSearch } from '../../lib/routing/search-validators'

const validateSearch = stringSearch('key', 'to')

export const Route = createFileRoute('/{-$lang}/profile-check')({
  validateSearch,
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return { problem: undefined }
    const to = safeReturnPath(search.to)
    const next = to ?? localizePath('/cabinet/profile/', context.locale)
    let target: 'next' | 'login'
    if (search.key) {
      // Refused (malformed key, a link from another site, a page of this site sending the visitor
      // on): the page asks to open it from the app again.
      const login = await actionKeyLoginFn({ data: { key: search.key } }).catch(() => undefined)
      if (!login) return { problem: 'key_invalid' }
      if (!login.ok) {
        if ('signedInAs' in login) return { choice: { signedInAs: login.signedInAs, appKey: search.key, next } }
        return { problem: login.error.code }
      }
      target = 'next'
    } else {
      const check = await profileCheckFn()
      if (check.unavailable) accountUnavailable()
      target = check.loggedIn ? 'next' : 'login'
    }
    forgetAuthState(context.authStore)
    const href = target === 'next' ? next : localizePath('/login/', context.locale)
    throw redirect({ href, to: undefined as never })
  },
  head: ({ match: { context } }) => accountHead(context, '/profile-check/', msg`Checking your account`),
  component: function ProfileCheck() {
    const context = Route.useRouteContext()
    const choice = 'choice' in context ? context.choice : undefined
    return (
      <AccountPage
        title={
          <Trans comment="Heading and browser-tab title of the page the Planet VPN app opens to log the user in on the website, while the sign-in is checked">
            Checking your account
          </Trans>
        }
      >
        {choice ? (
          <AccountChoice {...choice} />
        ) : (
          <>
            <FormError code={'problem' in context ? context.problem : undefined} />
            <PageLink path="/login/" className="button">
              <Trans>Log in</Trans>
            </PageLink>
          </>
        )}
      </AccountPage>
    )
  },
})
