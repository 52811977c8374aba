import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { MESSAGE_MAX, MESSAGE_MIN, PASSWORD_MIN } from '#contracts/limits.ts'
import { FALLBACK_ERROR } from './fallback-error'

/**
 * One localised sentence per machine-readable code, shared by the forms (valibot issue codes) and
 * the API's answers, so a rule broken in the browser and on the server reads the same.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  email_required: msg({
    message: 'Enter your e-mail address.',
    comment: 'Form error under the e-mail field when it was left empty',
  }),
  email_invalid: msg`Enter a valid e-mail address, like name@example.com.`,
  email_too_long: msg`This e-mail address is too long.`,
  email_taken: msg`An account with this e-mail address already exists. Log in instead, or reset your password.`,
  password_required: msg({
    message: 'Enter your password.',
    comment: 'Form error under the password field when it was left empty',
  }),
  password_too_short: msg`Use at least ${PASSWORD_MIN} characters.`,
  password_too_long: msg`This password is too long.`,
  password_blank: msg`A password cannot be only spaces. Use letters, words or other characters too.`,
  password_repeated: msg`A password of one character repeated is too easy to guess. Choose another one.`,
  password_contains_email: msg({
    message: 'Do not use your e-mail address, or the part before the @, in your password.',
    comment: 'The part before the @ is the name in the address, like "anna" in anna@example.com.',
  }),
  password_common: msg`This password is one of the most common ones and easy to guess. Choose another one, for example a few unrelated words.`,
  passwords_differ: msg`The two passwords are not the same.`,
  invalid_credentials: msg`The e-mail address or the password is not right.`,
  wrong_password: msg`Your current password is not right.`,
  invalid_token: msg`This link has expired or was already used. Ask for a new one.`,
  token_invalid: msg`This link is not complete. Open it again from the e-mail.`,
  key_invalid: msg({
    message: 'This link is not complete. Open it again from the app.',
    comment: 'Error on the sign-in page the Planet VPN app opens, when its link is broken or was not opened by the app',
  }),
  already_confirmed: msg`Your e-mail address is already confirmed.`,
  unauthorized: msg`Your session has ended. Log in again.`,
  rate_limited: msg`Too many attempts. Wait a few minutes and try again.`,
  promo_invalid: msg`This promo code is not valid or has expired.`,
  code_required: msg({
    message: 'Enter a promo code.',
    comment: 'Order page: error under the promo code field when Apply was pressed with the field empty',
  }),
  plan_required: msg({
    message: 'Choose a plan.',
    comment: 'Order page: error when no Premium plan (1 month, 1 year …) was selected before paying',
  }),
  plan_invalid: msg`This plan is not available. Choose another one.`,
  order_not_payable: msg`This order is already paid.`,
  no_subscription: msg`There is no subscription to cancel.`,
  not_configured: msg({
    message: 'This service is not available right now.',
    comment: 'Error when a feature is not set up on this server, for example the sign-in to the help centre',
  }),
  premium_required: msg({
    message: 'This needs a Premium subscription.',
    comment: 'Error when an account without Premium asks for something Premium includes, such as a configuration file',
  }),
  not_found: msg`We could not find what you asked for.`,
  topic_required: msg({
    message: 'Choose what your message is about.',
    comment: 'Contact form: error when no topic was chosen in the Topic list',
  }),
  message_required: msg({
    message: 'Write your message.',
    comment: 'Contact form: error under the message field when it was left empty',
  }),
  message_too_short: msg`Tell us a little more: at least ${MESSAGE_MIN} characters.`,
  message_too_long: msg`This message is too long. Shorten it to ${MESSAGE_MAX} characters.`,
  unavailable: msg`Our service is not reachable right now. Please try again in a few minutes.`,
}

/**
 * The sentence for `code`. Its catalog part may not be loaded yet (the contact page loads the
 * "errors" part with the form's rules, see catalog-parts.ts): the general sentence then, never a
 * message id.
 */
export function errorMessage(i18n: I18n, code: string): string {
  const descriptor = MESSAGES[code]
  return i18n._(descriptor?.id && descriptor.id in i18n.messages ? descriptor : FALLBACK_ERROR)
}
