import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'

import { EmailSchema, NewPasswordSchema, PASSWORD_MIN } from '#contracts/auth.ts'
import { FormError, SubmitButton } from '../../../components/forms/FormAlert'
import { TextField } from '../../../components/forms/TextField'
import { schemaCheck } from '../../../components/forms/form-check'
import { useForm } from '../../../components/forms/use-form'
import { PageLink } from '../../../components/links/PageLink'
import { useLocale } from '../../../lib/i18n/use-locale'
import { localizePath } from '../../../lib/routing/locale-path'
import { registerFn } from '../auth.functions'
import { useSetAuth } from '../auth-hooks'
import { AccountPage } from './AccountPage'

const SignUpForm = v.object({ email: EmailSchema, password: NewPasswordSchema })

export function SignUpPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const setAuth = useSetAuth()
  const form = useForm(schemaCheck(SignUpForm), { email: '', password: '' }, async (input) => {
    const result = await registerFn({ data: { ...input, locale } })
    if (result.ok) {
      setAuth({ ...result.state, signupEmail: input.email })
      await navigate({ href: `${localizePath('/cabinet/profile/', locale)}?welcome=1` })
    }
    return result
  })
  return (
    <AccountPage
      title={<Trans>Create your account</Trans>}
      intro={<Trans>All you need is an e-mail address. We will send you a link to confirm it.</Trans>}
    >
      <form method="post" onSubmit={form.onSubmit} noValidate className="form">
        <FormError code={form.formError} />
        <TextField {...form.field('email')} label={t`E-mail address`} type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={
            <Plural
              value={PASSWORD_MIN}
              one="At least # character. A few unrelated words make a strong password."
              other="At least # characters. A few unrelated words make a strong password."
              comment="# is the minimum length of a password, 12"
            />
          }
        />
        <SubmitButton pending={form.pending}>
          <Trans comment="Submit button of the sign-up form">Create account</Trans>
        </SubmitButton>
      </form>
      <p>
        <Trans comment="Under the sign-up form, followed by the link 'Log in'">Already have an account?</Trans>{' '}
        <PageLink path="/login/">
          <Trans>Log in</Trans>
        </PageLink>
      </p>
    </AccountPage>
  )
}
