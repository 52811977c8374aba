// Kept apart from the valibot schemas in document.schema.ts: route loaders in the start bundle of
// every page use these lists, and must not bring valibot along (initial JavaScript budget, bench:js).

export const DOCUMENT_KINDS = ['legal', 'blog'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The legal documents and blog topics the site publishes (spec section 2). */
export const LEGAL_SLUGS = ['terms', 'policy', 'cookies', 'lite-vpn-policy', 'refund', 'accessibility'] as const
export const BLOG_TOPICS = ['what-is-vpn', 'proxy', 'protocols'] as const
export type BlogTopic = (typeof BLOG_TOPICS)[number]
