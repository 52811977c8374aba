import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { formatDate } from '../../lib/i18n/format'
import { bcp47, type Locale } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'
import type { BlogTopic } from './document-kinds'
import type { DocumentMeta } from './document.schema'

/** An article as the blog index lists it (`blogIndexFn`). */
export interface BlogArticleSummary {
  topic: BlogTopic
  meta: DocumentMeta
  /** The language of the words (English while the reader's language has no version). */
  locale: Locale
  minutes: number
}

/** The cover drawing of an article (public/images/blog/, in the 404 rocket's style). */
export function coverSrc(topic: string): string {
  return `/images/blog/${topic}.svg`
}

/** "20 November 2026 · 7 min read", in the reader's language. */
export function ArticleMeta({ date, minutes }: { date: string; minutes: number }) {
  const locale = useLocale()
  // A date-only ISO string is read as UTC midnight.
  const shown = formatDate(locale, date)
  return (
    <>
      <time dateTime={date}>{shown}</time>
      <ReadingTime minutes={minutes} />
    </>
  )
}

/** " · 7 min read" after a date. */
export function ReadingTime({ minutes }: { minutes: number }) {
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span className="reading-time">
        <Plural
          value={minutes}
          one="# min read"
          other="# min read"
          comment="Reading time of a blog article in whole minutes (1 or more), e.g. '7 min read'"
        />
      </span>
    </>
  )
}

/** A card of the blog: cover, title (the link: the whole card is clickable), summary, date and reading time. */
export function BlogCard({ article, heading = 'h2' }: { article: BlogArticleSummary; heading?: 'h2' | 'h3' }) {
  const locale = useLocale()
  const { topic, meta, locale: written } = article
  const english = written !== locale
  const Heading = heading
  return (
    <li className="blog-card" lang={english ? bcp47(written) : undefined}>
      <img className="blog-card__cover" src={coverSrc(topic)} alt="" width="320" height="180" loading="lazy" />
      <div className="blog-card__body">
        <Heading className="blog-card__title">
          <Link to={localizePath(`/blog/${topic}/`, written) as never} className="blog-card__link">
            {meta.title}
          </Link>
        </Heading>
        <p className="blog-card__summary">{meta.description}</p>
        <p className="blog-card__meta" lang={english ? bcp47(locale) : undefined}>
          <ArticleMeta date={meta.published ?? meta.updated} minutes={article.minutes} />
          {english && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="card__note">
                <Trans comment="Note on a blog article's card: the article is not translated and opens in English">
                  In English
                </Trans>
              </span>
            </>
          )}
        </p>
      </div>
    </li>
  )
}
