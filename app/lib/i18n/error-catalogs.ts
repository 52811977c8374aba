import type { I18n } from '@lingui/core'

import { loadPart, type CatalogModule } from './catalogs'
import type { Locale } from './locales'

/**
 * The forms' error sentences on their own ("errors" part, see catalog-parts.ts), for the contact
 * form to load when it is first sent. A module apart so that its loaders stay out of every
 * page's start-up code; the account pages have these sentences in their own part.
 */
const loaders = import.meta.glob<CatalogModule>('./*/messages.po', {
  base: '../../../locales',
  query: '?catalog-part=errors',
})

/** Loads the error sentences of `locale`; a failed download leaves the general sentence (errorMessage). */
export async function loadErrorSentences(i18n: I18n, locale: Locale): Promise<void> {
  try {
    await loadPart(i18n, locale, 'errors', loaders)
  } catch (error) {
    console.warn(`Could not load the "${locale}" error messages:`, error)
  }
}
