import { LOCALES, type Locale } from '../../lib/i18n/locales'
import { BLOG_TOPICS, type DocumentKind } from './document-kinds'
import { hasDocument, loadDocument } from './documents.server'
import { relatedArticles } from './related-articles'

/** Each blog topic's title, description, reading time and language for a reader (the index and related articles). */
export async function readBlogIndex(locale: Locale) {
  return Promise.all(
    BLOG_TOPICS.map(async (topic) => {
      const article = await loadDocument('blog', locale, topic)
      if (!article) throw new Error(`The blog topic "${topic}" has no English article`)
      return { topic, meta: article.meta, locale: article.locale, minutes: article.minutes }
    }),
  )
}

/**
 * A document for a locale (English while untranslated), plus the locales that have their own
 * version; for a blog article also the articles offered under it (chosen here, on the server, so
 * the rule does not join the start bundle the route loaders are part of).
 */
export async function readDocument(kind: DocumentKind, locale: Locale, slug: string) {
  const document = await loadDocument(kind, locale, slug)
  if (!document) return undefined
  const translatedIn = LOCALES.filter((l) => hasDocument(kind, l, slug))
  const topic = BLOG_TOPICS.find((t) => t === slug)
  const related =
    kind === 'blog' && topic
      ? relatedArticles(
          topic,
          (await readBlogIndex(locale)).map((entry) => ({
            ...entry,
            date: entry.meta.published ?? entry.meta.updated,
          })),
        )
      : []
  return { ...document, translatedIn, related }
}
