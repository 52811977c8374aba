import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'

import { EmailSchema, NewPasswordSchema, PASSWORD_MIN } from '#contracts/auth.ts'
import { FormError, SubmitButton } from '../../components/forms/FormAlert'
import { TextField } from '../../components/forms/TextField'
import { useForm, type FormCheck } from '../../components/forms/use-form'
import type { ApiFailure } from '../../lib/api/api-result'
import { useLocale } from '../../lib/i18n/use-locale'
import { loginFn, registerFn } from '../account/auth.functions'
import { useSetAuth } from '../account/auth-hooks'
import { emailCheckFn } from './order.functions'

const EmailForm = v.object({ email: EmailSchema })
const LogInForm = v.object({ email: EmailSchema, password: v.pipe(v.string(), v.nonEmpty('password_required')) })
const SignUpForm = v.object({ email: EmailSchema, password: NewPasswordSchema })

/**
 * The e-mail address first, alone; then the password, by the rules of a log-in (`registered`) or
 * of a new account. The password is only checked once the address is valid.
 */
function buyerCheck(registered: boolean | undefined): FormCheck<{ email: string; password?: string }> {
  return (values) => {
    const email = v.safeParse(EmailForm, values)
    if (!email.success || registered === undefined) return email
    return v.safeParse(registered ? LogInForm : SignUpForm, values)
  }
}

/**
 * Only a password refusal goes next to its field: the address has already passed the e-mail
 * check, so any other refusal is shown above the form.
 */
function passwordErrorOnly(error: ApiFailure): { ok: false; error: ApiFailure } {
  const password = error.fields?.password
  return { ok: false, error: { status: error.status, code: error.code, ...(password ? { fields: { password } } : {}) } }
}

/** Logs in or creates the account of a buyer who is not logged in (e-mail check first). */
export function BuyerForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const setAuth = useSetAuth()
  const [registered, setRegistered] = useState<boolean>()

  const form = useForm(buyerCheck(registered), { email: '', password: '' }, async ({ email, password }) => {
    if (registered === undefined || password === undefined) {
      const answer = await emailCheckFn({ data: { email } })
      if (!answer.ok) return { ok: false, error: { status: answer.error.status, code: answer.error.code } }
      setRegistered(answer.registered)
      return answer
    }
    const result = registered
      ? await loginFn({ data: { email, password } })
      : await registerFn({ data: { email, password, locale } })
    if (!result.ok) return passwordErrorOnly(result.error)
    setAuth(result.state)
    return result
  })
  const emailField = form.field('email')

  return (
    <form method="post" onSubmit={form.onSubmit} noValidate className="form">
      <FormError code={form.formError} />
      <TextField
        {...emailField}
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        hint={<Trans>Your subscription is tied to this address. We never ask for your name.</Trans>}
        onChange={() => {
          emailField.onChange()
          setRegistered(undefined)
        }}
      />
      {registered !== undefined && (
        <TextField
          {...form.field('password')}
          label={
            registered
              ? t({
                  message: 'Password of your account',
                  comment:
                    'Order page, step 2: label of the password field when the e-mail address already has an account',
                })
              : t({
                  message: 'Choose a password',
                  comment:
                    'Order page, step 2: label of the password field for the new account created with the purchase',
                })
          }
          type="password"
          autoComplete={registered ? 'current-password' : 'new-password'}
          hint={
            registered ? (
              <Trans>You already have an account: log in to continue.</Trans>
            ) : (
              <Plural
                value={PASSWORD_MIN}
                one="We create your account with this password (at least # character)."
                other="We create your account with this password (at least # characters)."
                comment="# is the minimum length of a password, 12"
              />
            )
          }
        />
      )}
      <SubmitButton pending={form.pending}>
        {registered === undefined ? (
          <Trans comment="Order page, step 2: button after the e-mail address is typed; it checks whether an account exists">
            Continue
          </Trans>
        ) : registered ? (
          <Trans comment="Order page, step 2: button that logs in to the existing account and goes on to payment">
            Log in and continue
          </Trans>
        ) : (
          <Trans comment="Order page, step 2: button that creates the account with the chosen password and goes on to payment">
            Create account and continue
          </Trans>
        )}
      </SubmitButton>
    </form>
  )
}
