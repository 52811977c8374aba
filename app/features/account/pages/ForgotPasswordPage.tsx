import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'

import { EmailSchema } from '#contracts/auth.ts'
import { FormError, FormNotice, SubmitButton } from '../../../components/forms/FormAlert'
import { TextField } from '../../../components/forms/TextField'
import { schemaCheck } from '../../../components/forms/form-check'
import { useForm } from '../../../components/forms/use-form'
import { PageLink } from '../../../components/links/PageLink'
import { useLocale } from '../../../lib/i18n/use-locale'
import { forgotFn } from '../auth.functions'
import { AccountPage } from './AccountPage'

const ForgotForm = v.object({ email: EmailSchema })

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const [sentTo, setSentTo] = useState<string>()
  const form = useForm(schemaCheck(ForgotForm), { email: '' }, async (input) => {
    const result = await forgotFn({ data: { ...input, locale } })
    if (result.ok) setSentTo(input.email)
    return result
  })
  return (
    <AccountPage
      title={<Trans>Reset your password</Trans>}
      intro={<Trans>Enter the e-mail address of your account and we will send you a link to set a new password.</Trans>}
    >
      {sentTo ? (
        <FormNotice>
          <Trans comment="Shown after the form is sent; {sentTo} is the e-mail address the visitor entered, such as anna@example.com">
            If an account exists for {sentTo}, a link is on its way. It works for one hour. Check your spam folder if it
            does not arrive within a few minutes.
          </Trans>
        </FormNotice>
      ) : (
        <form method="post" onSubmit={form.onSubmit} noValidate className="form">
          <FormError code={form.formError} />
          <TextField
            {...form.field('email')}
            label={t({
              message: 'E-mail address',
              comment: 'Label of the e-mail field in the log-in, sign-up, password reset, profile and order forms',
            })}
            type="email"
            autoComplete="email"
          />
          <SubmitButton pending={form.pending}>
            <Trans comment="Button of the forgotten-password form: sends an e-mail with a link to set a new password">
              Send the link
            </Trans>
          </SubmitButton>
        </form>
      )}
      <p>
        <PageLink path="/login/">
          <Trans comment="Link under the forgotten-password form back to the log-in page">Back to log-in</Trans>
        </PageLink>
      </p>
    </AccountPage>
  )
}
