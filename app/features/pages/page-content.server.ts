import * as v from 'valibot'

import { localTypography } from '#contracts/typography.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/i18n/locales'
import { InfoPageContentSchema, type InfoPageContent } from './page-content.schema'

/** Every page file, bundled into the server build only; each is parsed the first time it is asked for. */
const files = import.meta.glob<unknown>('../../../content/pages/*/*.json', { import: 'default' })

const fileKey = (locale: Locale, slug: string) => `../../../content/pages/${locale}/${slug}.json`

const parsed = new Map<string, InfoPageContent>()

/** Every text of a page file in its language's typography (French no-break spaces). */
function withTypography(value: unknown, locale: Locale): unknown {
  if (typeof value === 'string') return localTypography(locale, value)
  if (Array.isArray(value)) return value.map((item) => withTypography(item, locale))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTypography(item, locale)]))
  }
  return value
}

async function load(locale: Locale, slug: string): Promise<InfoPageContent | undefined> {
  const key = fileKey(locale, slug)
  const cached = parsed.get(key)
  if (cached) return cached
  const loadFile = files[key]
  if (!loadFile) return undefined
  const content = v.parse(InfoPageContentSchema, withTypography(await loadFile(), locale))
  parsed.set(key, content)
  return content
}

export interface LoadedPage {
  content: InfoPageContent
  /** The language the words are in: English when the page is not translated yet. */
  locale: Locale
}

/** A page's words in the visitor's language, or in English with `locale: 'en'` while a translation is missing. */
export async function loadInfoPage(locale: Locale, slug: string): Promise<LoadedPage | undefined> {
  const own = await load(locale, slug)
  if (own) return { content: own, locale }
  const english = await load(DEFAULT_LOCALE, slug)
  return english && { content: english, locale: DEFAULT_LOCALE }
}

/** Locales that have their own file for a page (hreflang lists only these). */
export function localesWithPage(slug: string, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => fileKey(locale, slug) in files)
}

/** A page's words for a reader and the locales that have their own translation (for hreflang). */
export async function readInfoPage(locale: Locale, slug: string) {
  const page = await loadInfoPage(locale, slug)
  return page && { ...page, translatedIn: localesWithPage(slug, LOCALES) }
}
