import type { Locale } from '../../lib/i18n/locales'
import { bcp47 } from '../../lib/i18n/locales'
import { escapeXml } from '../../lib/seo/escape-xml'
import { absolutePageUrl, SITE_NAME } from '../../lib/seo/page-head'
import type { SiteConfig } from '../../lib/site/variants'
import { blogFeedPath } from '../../lib/seo/blog-feed-path'
import type { readBlogIndex } from './document-reads.server'

type Article = Awaited<ReturnType<typeof readBlogIndex>>[number]

export interface BlogFeedInput {
  config: SiteConfig
  locale: Locale
  title: string
  subtitle: string
  articles: readonly Article[]
}

/** A day of the content files (`2026-11-20`) as an Atom date: the start of that day in UTC. */
const atomDate = (day: string) => `${day}T00:00:00Z`

/**
 * A language's blog as an Atom feed (RFC 4287): its articles newest first, each in that language
 * or, while untranslated, in English with `xml:lang="en"` (the blog's fallback rule); the company
 * as the author.
 */
export function renderBlogFeed({ config, locale, title, subtitle, articles }: BlogFeedInput): string {
  const home = absolutePageUrl(config, '/', locale)
  const self = new URL(blogFeedPath(locale), home).href
  const sorted = [...articles].sort((a, b) => (a.meta.updated < b.meta.updated ? 1 : -1))
  const updated = sorted[0]?.meta.updated ?? '1970-01-01'
  const entries = sorted.map(({ topic, meta, locale: written }) => {
    // An article not written in this language is read (and linked) in English.
    const url = absolutePageUrl(config, `/blog/${topic}/`, written)
    const lang = written === locale ? '' : ` xml:lang="${bcp47(written)}"`
    return [
      `  <entry${lang}>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(meta.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(meta.published ?? meta.updated)}</published>`,
      `    <updated>${atomDate(meta.updated)}</updated>`,
      `    <summary>${escapeXml(meta.description)}</summary>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${bcp47(locale)}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolutePageUrl(config, '/blog/', locale))}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${escapeXml(SITE_NAME)}</name><uri>${escapeXml(home)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
