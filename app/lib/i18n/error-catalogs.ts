import type { I18n, Messages } from '@lingui/core'

import { loadPart } from './catalogs'
import type { Locale } from './locales'

/**
 * The forms' error sentences on their own ("errors" part, see catalog-parts.ts), for the contact
 * form to load when it is first sent. A module apart so that its loaders stay out of every
 * page's start-up code; the account pages have these sentences in their own part.
 */
const loaders = import.meta.glob<Messages>('./*/messages.po', {
  base: '../../../locales',
  query: '?catalog-part=errors',
  import: 'messages',
})

/** Loads the error sentences of `locale`; a failed download leaves the general sentence (errorMessage). */
export async function loadErrorSentences(i18n: I18n, locale: Locale): Promise<void> {
  try {
    await loadPart(i18n, locale, 'errors', loaders)
  } catch (error) {
    console.warn(`Could not load the "${locale}" error messages:`, error)
  }
}
