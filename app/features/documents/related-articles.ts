import type { BlogTopic } from './document-kinds'

/** What the choice of related articles needs to know of each article. */
export interface ArticleSummary {
  topic: BlogTopic
  /** ISO date (`published`, else `updated`). */
  date: string
}

/**
 * Which topic each article is about: articles of the same one are offered first under an article.
 * (Also chooses the cover drawing's family.)
 */
export const BLOG_CATEGORIES: Record<BlogTopic, 'basics' | 'technology'> = {
  'what-is-vpn': 'basics',
  proxy: 'basics',
  protocols: 'technology',
}

/**
 * The articles offered under `current`: those of the same category first, then the others, each
 * group newest first (ties in topic order); never the article itself; at most `count`.
 */
export function relatedArticles<T extends ArticleSummary>(current: BlogTopic, articles: readonly T[], count = 2): T[] {
  const category = BLOG_CATEGORIES[current]
  return articles
    .filter((article) => article.topic !== current)
    .map((article, index) => ({ article, index }))
    .sort(
      (a, b) =>
        Number(BLOG_CATEGORIES[b.article.topic] === category) - Number(BLOG_CATEGORIES[a.article.topic] === category) ||
        b.article.date.localeCompare(a.article.date) ||
        a.index - b.index,
    )
    .slice(0, count)
    .map(({ article }) => article)
}
