import * as v from 'valibot'

import { LOCALES } from '../../lib/i18n/locales'
import { DOCUMENT_KINDS } from './document-kinds'

const IsoDate = v.pipe(v.string(), v.isoDate())

/**
 * The front matter of a Markdown document (`content/legal/{locale}/{slug}.md`,
 * `content/blog/{locale}/{topic}.md`): `key: value` lines between `---` fences.
 */
export const DocumentMetaSchema = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(90)),
  description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  updated: IsoDate,
  /** Blog articles only. */
  published: v.optional(IsoDate),
})

export type DocumentMeta = v.InferOutput<typeof DocumentMetaSchema>

export { BLOG_TOPICS, DOCUMENT_KINDS, LEGAL_SLUGS, type BlogTopic, type DocumentKind } from './document-kinds'

/** The query of a document read by the browser (`/data/document.json`). */
export const DocumentRequestSchema = v.strictObject({
  kind: v.picklist(DOCUMENT_KINDS),
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})

/** The query of the blog index read by the browser (`/data/blog.json`). */
export const BlogIndexRequestSchema = v.strictObject({ locale: v.picklist(LOCALES) })
