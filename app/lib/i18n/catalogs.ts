import type { I18n, Messages } from '@lingui/core'

import { reloadAfterChunkError } from '../build/chunk-reload'
import { PAGE_PART_NAMES, type CatalogPart, type PagePart } from './catalog-parts'
import { bcp47, type Locale } from './locales'

/** A compiled catalog part. The loaders return the module, not its `messages` (a glob's `import`
 * option would repeat `.then(e=>e.messages)` in each of the 120 loaders of the start bundle). */
export interface CatalogModule {
  messages: Messages
}
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>

/**
 * One lazily loaded chunk per locale and part, compiled from the locale's PO file by
 * scripts/vite-plugins/catalog-parts.ts (see catalog-parts.ts for what goes where). The glob
 * options must be literals, hence one glob per part.
 */
const catalogs: Record<'shell' | PagePart, CatalogLoaders> = {
  shell: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=shell',
  }),
  account: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=account',
  }),
  tools: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=tools',
  }),
  leaks: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=leaks',
  }),
  contact: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=contact',
  }),
  home: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=home',
  }),
  servers: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=servers',
  }),
  status: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=status',
  }),
  downloads: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=downloads',
  }),
  answers: import.meta.glob<CatalogModule>('./*/messages.po', {
    base: '../../../locales',
    query: '?catalog-part=answers',
  }),
}

/** The parts already in each i18n instance, as `locale:part` (one instance per request or tab). */
const loadedParts = new WeakMap<I18n, Set<string>>()

/** The page parts of `locale` loaded into `i18n` (the server tells the browser, see router.tsx). */
export function loadedPageParts(i18n: I18n, locale: Locale): PagePart[] {
  const loaded = loadedParts.get(i18n)
  return PAGE_PART_NAMES.filter((part) => Boolean(loaded?.has(`${locale}:${part}`)))
}

/**
 * The page parts asked for in `i18n`, for any locale, loaded or still downloading: a preload whose
 * part was still on its way when the language changed runs its loader and head in the new one.
 */
const requestedParts = new WeakMap<I18n, Set<PagePart>>()

/** Loads one part of a locale's catalog into `i18n` (once), from the part's loaders by locale. */
export async function loadPart(i18n: I18n, locale: Locale, part: CatalogPart, loaders: CatalogLoaders): Promise<void> {
  let loaded = loadedParts.get(i18n)
  if (!loaded) loadedParts.set(i18n, (loaded = new Set()))
  if (loaded.has(`${locale}:${part}`)) return
  const load = loaders[`./${locale}/messages.po`]
  if (!load) throw new Error(`no "${part}" catalog`)
  const messages = (await load())?.messages
  // Vite's preload helper resolves a chunk that failed to download to nothing once its
  // `vite:preloadError` was handled (chunk-reload.ts reloads the page then): not a catalog.
  if (!messages) throw new Error(`Failed to fetch dynamically imported module: the "${locale}" ${part} messages`)
  // Adds to what the locale has already (Lingui merges), so parts can come in any order.
  i18n.load(locale, messages)
  loaded.add(`${locale}:${part}`)
}

/** Loads a locale's shell messages and the parts a page needs into `i18n` (what is loaded already, once). */
function loadCatalogs(i18n: I18n, locale: Locale, parts: readonly PagePart[]): Promise<unknown> {
  let requested = requestedParts.get(i18n)
  if (!requested) requestedParts.set(i18n, (requested = new Set()))
  for (const part of parts) requested.add(part)
  const load = (part: keyof typeof catalogs) => loadPart(i18n, locale, part, catalogs[part])
  return Promise.all([load('shell'), ...parts.map(load)])
}

/**
 * Loads a locale's shell messages and the parts the page needs, then activates the locale.
 * Spec 8: a catalog that fails to load is a warning, not an error; the page continues with what
 * is loaded — a language whose shell did not load is not activated, so the page shows the
 * language it had rather than message ids.
 */
export async function activateLocale(i18n: I18n, locale: Locale, parts: readonly PagePart[] = []): Promise<void> {
  // On a language switch, the parts asked for in the old language come along: a preload in
  // flight (its messages loaded for the language active when it started) runs its head after
  // the switch and translates with the new one. Parts a preload asks for while these load are
  // added before the switch takes effect.
  const switching = Boolean(i18n.locale) && i18n.locale !== locale
  const needed = new Set(parts)
  try {
    let more = [...needed]
    do {
      await loadCatalogs(i18n, locale, more)
      more = switching ? [...(requestedParts.get(i18n) ?? [])].filter((part) => !needed.has(part)) : []
      for (const part of more) needed.add(part)
    } while (more.length > 0)
  } catch (error) {
    // A catalog chunk that failed to download: reload once (spec 4); otherwise warn and go on.
    if (reloadAfterChunkError(error)) return
    console.warn(`Could not load the "${locale}" messages:`, error)
  }
  const hasShell = Boolean(loadedParts.get(i18n)?.has(`${locale}:shell`))
  if (i18n.locale !== locale && (hasShell || !i18n.locale)) activateWithIntlTag(i18n, locale)
}

/**
 * Activates `locale` with its BCP 47 tag for `Intl`: Lingui picks a plural's form and formats its
 * `#` with the tag, and `ua` or `ph` alone would get English plural rules (2 → "one"), not
 * Ukrainian or Filipino ones. Numbers then read as formatMoney writes them (Persian digits in fa).
 */
export function activateWithIntlTag(i18n: I18n, locale: Locale): void {
  i18n.activate(locale, [bcp47(locale)])
}

/**
 * A route preload's messages (link intent, prefetch): the preloaded page's loader and head run
 * during the preload and translate with them, and its navigation then has them at once. The
 * language on screen does not change, nor are its texts rendered again (I18nProvider.tsx). A
 * failed download is left to the navigation, where spec 4 and 8 apply: a link the visitor only
 * pointed at never reloads the page.
 */
export async function preloadCatalogs(
  i18n: I18n,
  locales: readonly Locale[],
  parts: readonly PagePart[],
): Promise<void> {
  await Promise.all(locales.map((locale) => loadCatalogs(i18n, locale, parts))).catch(() => undefined)
}
