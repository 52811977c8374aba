import { PAGES } from '#app/pages.ts'
import { bcp47, DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/i18n/locales'
import { escapeXml } from '../../lib/seo/escape-xml'
import { absolutePageUrl } from '../../lib/seo/page-head'
import { accountPathPrefixes, isPublished } from '../../lib/site/public-pages'
import { BLOG_TOPICS } from '../documents/document.schema'
import { hasDocument } from '../documents/documents.server'
import { localizePath } from '../../lib/routing/locale-path'
import { originFor, type SiteConfig, type Variant } from '../../lib/site/variants'


export interface SitemapPage {
  path: string
  /** The locales that have the page in their own language (hreflang lists only these). */
  locales: readonly Locale[]
}

/**
 * The pages of the sitemap: every public page of the registry (app/pages.ts) but those it leaves
 * out, legal texts with the locales that have their own translation (the others show the English
 * text and are not announced), and each blog article where it is written.
 */
export function sitemapPages(): SitemapPage[] {
  const pages = PAGES.filter((page) => page.kind !== 'account' && !('sitemap' in page)).map(({ path, kind }) => ({
    path,
    locales: kind === 'legal' ? LOCALES.filter((l) => hasDocument('legal', l, path.slice(1, -1))) : LOCALES,
  }))
  const articles = BLOG_TOPICS.map((topic) => ({
    path: `/blog/${topic}/`,
    locales: LOCALES.filter((l) => hasDocument('blog', l, topic)),
  }))
  return [...pages, ...(isPublished('/blog/') ? articles : [])]
}

/** Every listed page in each of its locales, each with its hreflang alternates (and x-default). */
export function renderSitemap(config: SiteConfig, pages: readonly SitemapPage[]): string {
  const urls: string[] = []
  for (const { path, locales } of pages) {
    const alternates = [
      ...locales.map((l) => [bcp47(l), absolutePageUrl(config, path, l)] as const),
      ...(locales.includes(DEFAULT_LOCALE)
        ? [['x-default', absolutePageUrl(config, path, DEFAULT_LOCALE)] as const]
        : []),
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n')
    for (const locale of locales) {
      urls.push(`  <url>\n    <loc>${escapeXml(absolutePageUrl(config, path, locale))}</loc>\n${alternates}\n  </url>`)
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Keeps account pages out of search engines in every locale; points to the sitemap. */
export function renderRobots(config: SiteConfig, variant: Variant): string {
  const prefixes = accountPathPrefixes()
  const disallow = LOCALES.flatMap((locale) => prefixes.map((path) => `Disallow: ${localizePath(path, locale)}`))
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow,
    'Disallow: /api/',
    'Disallow: /_serverFn/',
    '',
    `Sitemap: ${originFor(config, variant)}/sitemap.xml`,
    '',
  ].join('\n')
}
