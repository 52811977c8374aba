import type { I18n } from '@lingui/core'

import type { CatalogModule, CatalogLoaders } from './catalogs'
import type { Locale } from './locales'

/**
 * Catalog parts (catalog-parts.ts) that a view loads with its own code after the start bundle
 * (app/lib/build/view-after-start.tsx). They are loaded into the page's i18n without being
 * recorded as parts the page rendered with, so the server does not list them for the browser to
 * load before hydrating: the view loads them there again. A module apart so that these loaders
 * stay out of the start bundle. One glob per part: their options must be literals.
 */
const loaders = {
  account: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=account',
  }),
  pricing: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=pricing',
  }),
} satisfies Record<string, CatalogLoaders>

export type ViewPart = keyof typeof loaders

/** A failed download is a warning (spec 8): the view then shows English. */
export async function loadViewMessages(i18n: I18n, locale: Locale, parts: readonly ViewPart[]): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      try {
        const messages = (await loaders[part][`./${locale}/messages.po`]?.())?.messages
        if (messages) i18n.load(locale, messages)
      } catch (error) {
        console.warn(`Could not load the "${locale}" ${part} messages:`, error)
      }
    }),
  )
}
