import type { I18n, Messages } from '@lingui/core'

import { reloadAfterChunkError } from '../build/chunk-reload'
import { CATALOG_PARTS, type CatalogPart, type PagePart } from './catalog-parts'
import type { Locale } from './locales'

type CatalogLoaders = Record<string, () => Promise<Messages>>

/**
 * One lazily loaded chunk per locale and part, compiled from the locale's PO file by
 * scripts/vite-plugins/catalog-parts.ts (see catalog-parts.ts for what goes where). The glob
 * options must be literals, hence one glob per part.
 */
const catalogs: Record<CatalogPart, CatalogLoaders> = {
  shell: import.meta.glob<Messages>('../../../locales/*/messages.po', {
    query: '?catalog-part=shell',
    import: 'messages',
  }),
  account: import.meta.glob<Messages>('../../../locales/*/messages.po', {
    query: '?catalog-part=account',
    import: 'messages',
  }),
  tools: import.meta.glob<Messages>('../../../locales/*/messages.po', {
    query: '?catalog-part=tools',
    import: 'messages',
  }),
  leaks: import.meta.glob<Messages>('../../../locales/*/messages.po', {
    query: '?catalog-part=leaks',
    import: 'messages',
  }),
  contact: import.meta.glob<Messages>('../../../locales/*/messages.po', {
    query: '?catalog-part=contact',
    import: 'messages',
  }),
}

/** The parts already in each i18n instance, as `locale:part` (one instance per request or tab). */
const loadedParts = new WeakMap<I18n, Set<string>>()

/** The page parts of `locale` loaded into `i18n` (the server tells the browser, see router.tsx). */
export function loadedPageParts(i18n: I18n, locale: Locale): PagePart[] {
  const loaded = loadedParts.get(i18n)
  return CATALOG_PARTS.filter((part): part is PagePart => part !== 'shell' && Boolean(loaded?.has(`${locale}:${part}`)))
}

async function loadPart(i18n: I18n, locale: Locale, part: CatalogPart): Promise<void> {
  let loaded = loadedParts.get(i18n)
  if (!loaded) loadedParts.set(i18n, (loaded = new Set()))
  if (loaded.has(`${locale}:${part}`)) return
  const load = catalogs[part][`../../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`no "${part}" catalog`)
  // Adds to what the locale has already (Lingui merges), so parts can come in any order.
  i18n.load(locale, await load())
  loaded.add(`${locale}:${part}`)
}

/**
 * Loads a locale's shell messages and the parts the page needs, then activates the locale.
 * Spec 8: a catalog that fails to load is a warning, not an error; the page continues with what
 * is loaded.
 */
export async function activateLocale(i18n: I18n, locale: Locale, parts: readonly PagePart[] = []): Promise<void> {
  try {
    await Promise.all([loadPart(i18n, locale, 'shell'), ...parts.map((part) => loadPart(i18n, locale, part))])
  } catch (error) {
    // A catalog chunk that failed to download: reload once (spec 4); otherwise warn and go on.
    if (reloadAfterChunkError(error)) return
    console.warn(`Could not load the "${locale}" messages:`, error)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}
