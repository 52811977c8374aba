import type { I18n } from '@lingui/core'

import type { CatalogModule } from './catalogs'
import type { Locale } from './locales'

/**
 * The account part of each locale's catalog (catalog-parts.ts) for a view that loads it with its
 * own code, after the start bundle (the pricing page: decision 019). Loaded into the page's i18n
 * without being recorded as a part the page rendered with, so the server does not list it for the
 * browser to load before hydrating: the view loads it there again. A module apart so that its
 * loaders stay out of the start bundle.
 */
const loaders = import.meta.glob<CatalogModule>('./*/messages.po', {
  base: '../../../locales',
  query: '?catalog-part=account',
})

/** A failed download is a warning (spec 8): the view then shows English. */
export async function loadAccountMessages(i18n: I18n, locale: Locale): Promise<void> {
  try {
    const messages = (await loaders[`./${locale}/messages.po`]?.())?.messages
    if (messages) i18n.load(locale, messages)
  } catch (error) {
    console.warn(`Could not load the "${locale}" account messages:`, error)
  }
}
