import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

import { LOCALES } from '../../lib/i18n/locales'
import { BLOG_TOPICS, DOCUMENT_KINDS } from './document-kinds'
import { hasDocument, loadDocument } from './documents.server'

const DocumentRequestSchema = v.object({
  kind: v.picklist(DOCUMENT_KINDS),
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})

/** A document for a locale (English while untranslated), plus the locales that have their own version. */
export const documentFn = createServerFn({ method: 'GET' })
  .validator(DocumentRequestSchema)
  .handler(async ({ data }) => {
    const document = await loadDocument(data.kind, data.locale, data.slug)
    if (!document) return undefined
    return { ...document, translatedIn: LOCALES.filter((l) => hasDocument(data.kind, l, data.slug)) }
  })

/** The blog index: each topic's title and description, and whether the reader's language has it. */
export const blogIndexFn = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(async ({ data }) =>
    Promise.all(
      BLOG_TOPICS.map(async (topic) => {
        const article = await loadDocument('blog', data.locale, topic)
        if (!article) throw new Error(`The blog topic "${topic}" has no English article`)
        return { topic, meta: article.meta, locale: article.locale }
      }),
    ),
  )
