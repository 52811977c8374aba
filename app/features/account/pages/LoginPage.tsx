import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'

import { LoginSchema } from '#contracts/auth.ts'
import { FormError, SubmitButton } from '../../../components/forms/FormAlert'
import { TextField } from '../../../components/forms/TextField'
import { schemaCheck } from '../../../components/forms/form-check'
import { useForm } from '../../../components/forms/use-form'
import { PageLink } from '../../../components/links/PageLink'
import { safeReturnPath } from '../../../lib/auth/return-path'
import { useLocale } from '../../../lib/i18n/use-locale'
import { localizePath } from '../../../lib/routing/locale-path'
import { loginFn } from '../auth.functions'
import { useSetAuth } from '../auth-hooks'
import { AccountPage } from './AccountPage'

export function LoginPage({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const setAuth = useSetAuth()
  const form = useForm(schemaCheck(LoginSchema), { email: '', password: '' }, async (input) => {
    const result = await loginFn({ data: input })
    if (result.ok) {
      setAuth(result.state)
      await navigate({ href: safeReturnPath(returnTo) ?? localizePath('/cabinet/profile/', locale) })
    }
    return result
  })
  return (
    <AccountPage
      title={
        <Trans comment="Heading and browser-tab title of the log-in page; also its button and the header link to it (log in = sign in to the account)">
          Log in
        </Trans>
      }
    >
      <form method="post" onSubmit={form.onSubmit} noValidate className="form">
        <FormError code={form.formError} />
        <TextField {...form.field('email')} label={t`E-mail address`} type="email" autoComplete="username" />
        <TextField
          {...form.field('password')}
          label={t({ message: 'Password', comment: 'Label of the password field in the log-in and sign-up forms' })}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={form.pending}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      <p>
        <PageLink path="/forgot-password/">
          <Trans comment="Link under the log-in form to the page that sends a link to set a new password">
            Forgot your password?
          </Trans>
        </PageLink>
      </p>
      <p>
        <Trans comment="Under the log-in form, followed by the link 'Create an account'">New to Planet VPN?</Trans>{' '}
        <PageLink path="/sign-up/">
          <Trans comment="Link to the sign-up page, after 'New to Planet VPN?' under the log-in form">
            Create an account
          </Trans>
        </PageLink>
      </p>
    </AccountPage>
  )
}
