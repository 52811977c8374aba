import * as v from 'valibot'

import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts'
import { LOCALE_CODES } from './locales.ts'

export { LOCALE_CODES, PASSWORD_MAX, PASSWORD_MIN }

/**
 * Payload schemas of the account API. The API validates with them and the site's forms and server
 * functions import the same ones, so both sides agree on every rule. Issue messages are
 * machine-readable codes; the site shows a localised sentence for each.
 */

export const EmailSchema = v.pipe(
  v.string('email_required'),
  v.trim(),
  v.nonEmpty('email_required'),
  v.maxLength(254, 'email_too_long'),
  v.email('email_invalid'),
  v.toLowerCase(),
)

/** Only spaces, tabs, line breaks and the like. */
export const isBlankPassword = (password: string) => /^\s*$/u.test(password)

/** One character over and over ("aaaaaaaaaaaa"), counted in code points. */
export const isOneCharacterPassword = (password: string) => /^(.)\1*$/su.test(password)

/**
 * The rules a form can check on its own. The API also refuses common passwords and ones that
 * contain the e-mail address (api/auth/password-policy.ts): that list stays on the server.
 */
export const NewPasswordSchema = v.pipe(
  v.string('password_required'),
  v.minLength(PASSWORD_MIN, 'password_too_short'),
  v.maxLength(PASSWORD_MAX, 'password_too_long'),
  v.check((password) => !isBlankPassword(password), 'password_blank'),
  v.check((password) => !isOneCharacterPassword(password), 'password_repeated'),
)

/** Existing passwords are only length-checked against abuse, not against today's policy. */
const CurrentPasswordSchema = v.pipe(
  v.string('password_required'),
  v.nonEmpty('password_required'),
  v.maxLength(PASSWORD_MAX * 4, 'password_too_long'),
)

/** Optional: without it the API uses the `x-locale` header, then English. */
export const LocaleSchema = v.optional(v.picklist(LOCALE_CODES, 'locale_invalid'))

export const RegisterSchema = v.object({ email: EmailSchema, password: NewPasswordSchema, locale: LocaleSchema })
export const LoginSchema = v.object({ email: EmailSchema, password: CurrentPasswordSchema })
export const ForgotSchema = v.object({ email: EmailSchema, locale: LocaleSchema })
export const ResetPasswordSchema = v.object({ password: NewPasswordSchema })
export const ChangePasswordSchema = v.object({
  current_password: CurrentPasswordSchema,
  new_password: NewPasswordSchema,
})

export type RegisterInput = v.InferInput<typeof RegisterSchema>
export type LoginInput = v.InferInput<typeof LoginSchema>

/** `POST /login` and `POST /register` answer a session token. */
export const SessionSchema = v.object({ token: v.string(), expires_at: v.string() })
export type Session = v.InferOutput<typeof SessionSchema>

/** `GET /v3/user`. */
export const UserInfoSchema = v.object({
  email: v.string(),
  email_confirmed: v.boolean(),
  locale: v.string(),
  access: v.object({ type: v.picklist(['premium', 'public']) }),
  subscription: v.nullable(
    v.object({ is_canceled: v.boolean(), gateway_key: v.string(), current_period_end: v.string() }),
  ),
  payments: v.array(v.object({ id: v.string(), amount: v.number(), currency: v.string(), paid_at: v.string() })),
  allow_config_page: v.boolean(),
})
export type UserInfo = v.InferOutput<typeof UserInfoSchema>
