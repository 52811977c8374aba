import { msg } from '@lingui/core/macro'

/**
 * The general sentence for an error without its own: apart from error-messages.ts because it must
 * be readable on the contact page before that page has loaded the forms' error sentences.
 */
export const FALLBACK_ERROR = msg`Something went wrong. Please try again.`
