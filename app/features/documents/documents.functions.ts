import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { answerPublicly } from '../../lib/api/public-answer.server'
import { LOCALES, type Locale } from '../../lib/i18n/locales'
import { BLOG_TOPICS, DOCUMENT_KINDS } from './document-kinds'
import { hasDocument, loadDocument } from './documents.server'
import { relatedArticles } from './related-articles'

const DocumentRequestSchema = v.object({
  kind: v.picklist(DOCUMENT_KINDS),
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})

/** Each blog topic's title, description, reading time and language for a reader (the index and related articles). */
async function blogSummaries(locale: Locale) {
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
export const documentFn = createServerFn({ method: 'GET' })
  .validator(DocumentRequestSchema)
  .handler(async ({ data }) => {
    const document = await loadDocument(data.kind, data.locale, data.slug)
    if (!document) return undefined
    const translatedIn = LOCALES.filter((l) => hasDocument(data.kind, l, data.slug))
    const topic = BLOG_TOPICS.find((t) => t === data.slug)
    const related =
      data.kind === 'blog' && topic
        ? relatedArticles(
            topic,
            (await blogSummaries(data.locale)).map((entry) => ({
              ...entry,
              date: entry.meta.published ?? entry.meta.updated,
            })),
          )
        : []
    answerPublicly('content')
    return { ...document, translatedIn, related }
  })

/** The blog index: each topic's title and description, and whether the reader's language has it. */
export const blogIndexFn = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(async ({ data }) => {
    const summaries = await blogSummaries(data.locale)
    answerPublicly('content')
    return summaries
  })
