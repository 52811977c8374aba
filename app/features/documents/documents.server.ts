import { localTypography } from '#contracts/typography.ts'
import { fillProductFacts } from '../../lib/facts/product-facts-text'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import type { DocumentKind } from './document-kinds'
import { renderDocument, type ParsedDocument } from './markdown.server'

/** Document sources by path (`../../../content/{kind}/{locale}/{slug}.md`), read when first asked for. */
export type DocumentFiles = Record<string, () => Promise<string>>

/** Every document, bundled into the server build only. */
const bundled: DocumentFiles = import.meta.glob<string>('../../../content/{legal,blog}/*/*.md', {
  query: '?raw',
  import: 'default',
})

const fileKey = (kind: DocumentKind, locale: Locale, slug: string) => `../../../content/${kind}/${locale}/${slug}.md`

export interface LoadedDocument extends ParsedDocument {
  /** The language of the words: English while a translation is missing. */
  locale: Locale
}

/** A document store over a set of files, with each rendering kept once per reader's language. */
export function documentStore(files: DocumentFiles) {
  const rendered = new Map<string, ParsedDocument>()

  /** One file rendered for a reader: links in an English fallback still lead to the reader's language. */
  async function render(kind: DocumentKind, fileLocale: Locale, slug: string, reader: Locale) {
    const key = fileKey(kind, fileLocale, slug)
    const cacheKey = `${key} ${reader}`
    const cached = rendered.get(cacheKey)
    if (cached) return cached
    const read = files[key]
    if (!read) return undefined
    // Product facts (the refund window) in the words of the file's language: decision 019; the
    // language's typography (French no-break spaces) on the source, before links and ids exist.
    const source = localTypography(fileLocale, fillProductFacts(await read(), fileLocale))
    const document = renderDocument(source, reader)
    rendered.set(cacheKey, document)
    return document
  }

  return {
    /** The reader's own version, else the English one marked as English, else nothing. */
    async load(kind: DocumentKind, locale: Locale, slug: string): Promise<LoadedDocument | undefined> {
      const own = await render(kind, locale, slug, locale)
      if (own) return { ...own, locale }
      const english = await render(kind, DEFAULT_LOCALE, slug, locale)
      return english && { ...english, locale: DEFAULT_LOCALE }
    },
    has: (kind: DocumentKind, locale: Locale, slug: string) => fileKey(kind, locale, slug) in files,
  }
}

const store = documentStore(bundled)
export const loadDocument = store.load
export const hasDocument = store.has
