import type { I18n, Messages } from '@lingui/core'

import { reloadAfterChunkError } from '../build/chunk-reload'
import type { Locale } from './locales'

/** One lazily loaded chunk per locale, compiled from its PO file by the Lingui Vite plugin. */
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po')

/**
 * Loads a locale's messages and activates it. Spec 8: a catalog that fails to load is a warning,
 * not an error; the page continues with what is loaded.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const load = catalogs[`../../../locales/${locale}/messages.po`]
  try {
    if (!load) throw new Error('no catalog')
    const { messages } = await load()
    i18n.loadAndActivate({ locale, messages })
  } catch (error) {
    // A catalog chunk that failed to download: reload once (spec 4); otherwise warn and go on.
    if (reloadAfterChunkError(error)) return
    console.warn(`Could not load the "${locale}" messages:`, error)
    i18n.activate(locale)
  }
}
