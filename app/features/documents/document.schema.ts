import * as v from 'valibot'

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

export const DOCUMENT_KINDS = ['legal', 'blog'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The legal documents and blog topics the site publishes (spec section 2). */
export const LEGAL_SLUGS = ['terms', 'policy', 'cookies', 'lite-vpn-policy', 'refund'] as const
export const BLOG_TOPICS = ['what-is-vpn', 'proxy', 'protocols'] as const
export type BlogTopic = (typeof BLOG_TOPICS)[number]
