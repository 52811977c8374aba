import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'

import { NewPasswordSchema, PASSWORD_MIN } from '#contracts/auth.ts'
import { FormError, FormNotice, SubmitButton } from '../../../components/forms/FormAlert'
import { TextField } from '../../../components/forms/TextField'
import { schemaCheck } from '../../../components/forms/form-check'
import { useForm } from '../../../components/forms/use-form'
import { PageLink } from '../../../components/links/PageLink'
import { resetFn } from '../auth.functions'
import { AccountPage } from './AccountPage'
import { PasswordMinHint } from './PasswordMinHint'

const ResetForm = v.object({ password: NewPasswordSchema, repeat: v.string() })

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const [done, setDone] = useState(false)
  const form = useForm(
    schemaCheck(ResetForm),
    { password: '', repeat: '' },
    async (input) => {
      const result = await resetFn({ data: { token: token ?? '', password: input.password } })
      if (result.ok) setDone(true)
      return result
    },
    (values) => ({ repeat: values.repeat !== values.password ? 'passwords_differ' : undefined }),
  )
  if (!token) {
    return (
      <AccountPage title={<Trans>Set a new password</Trans>}>
        <FormError code="token_invalid" />
        <PageLink path="/forgot-password/">
          <Trans comment="Link when a password reset link has expired: leads to the page that sends a new one">
            Ask for a new link
          </Trans>
        </PageLink>
      </AccountPage>
    )
  }
  return (
    <AccountPage title={<Trans>Set a new password</Trans>}>
      {done ? (
        <>
          <FormNotice>
            <Trans>Your password is changed. For your safety, every device was logged out.</Trans>
          </FormNotice>
          <PageLink path="/login/" className="button">
            <Trans>Log in</Trans>
          </PageLink>
        </>
      ) : (
        <form method="post" onSubmit={form.onSubmit} noValidate className="form">
          <FormError code={form.formError} />
          <TextField
            {...form.field('password')}
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            hint={<PasswordMinHint />}
          />
          <TextField
            {...form.field('repeat')}
            label={t`Repeat the new password`}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pending={form.pending}>
            <Trans comment="Submit button of the form that sets a new password">Save the new password</Trans>
          </SubmitButton>
        </form>
      )}
      {form.formError === 'invalid_token' && (
        <PageLink path="/forgot-password/">
          <Trans>Ask for a new link</Trans>
        </PageLink>
      )}
    </AccountPage>
  )
}
