import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import type { DocumentKind } from './document.schema'
import { renderDocument, type ParsedDocument } from './markdown.server'

/** Every document, bundled into the server build only; rendered the first time it is asked for. */
const files = import.meta.glob<string>('../../../content/{legal,blog}/*/*.md', { query: '?raw', import: 'default' })

const fileKey = (kind: DocumentKind, locale: Locale, slug: string) => `../../../content/${kind}/${locale}/${slug}.md`

const rendered = new Map<string, ParsedDocument>()

/** One file rendered for a reader: links in an English fallback still lead to the reader's language. */
async function load(kind: DocumentKind, fileLocale: Locale, slug: string, reader: Locale) {
  const key = fileKey(kind, fileLocale, slug)
  const cacheKey = `${key} ${reader}`
  const cached = rendered.get(cacheKey)
  if (cached) return cached
  const read = files[key]
  if (!read) return undefined
  const document = renderDocument(await read(), reader)
  rendered.set(cacheKey, document)
  return document
}

export interface LoadedDocument extends ParsedDocument {
  /** The language of the words: English while a translation is missing. */
  locale: Locale
}

export async function loadDocument(
  kind: DocumentKind,
  locale: Locale,
  slug: string,
): Promise<LoadedDocument | undefined> {
  const own = await load(kind, locale, slug, locale)
  if (own) return { ...own, locale }
  const english = await load(kind, DEFAULT_LOCALE, slug, locale)
  return english && { ...english, locale: DEFAULT_LOCALE }
}

export function hasDocument(kind: DocumentKind, locale: Locale, slug: string): boolean {
  return fileKey(kind, locale, slug) in files
}
