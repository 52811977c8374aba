import { bcp47, DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/i18n/locales'
import { absolutePageUrl } from '../../lib/seo/page-head'
import { ACCOUNT_PATHS, isPublished, PUBLIC_PAGES } from '../../lib/site/public-pages'
import { BLOG_TOPICS, LEGAL_SLUGS } from '../documents/document.schema'
import { hasDocument } from '../documents/documents.server'
import { localizePath } from '../../lib/routing/locale-path'
import { originFor, type SiteConfig, type Variant } from '../../lib/site/variants'

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

export interface SitemapPage {
  path: string
  /** The locales that have the page in their own language (hreflang lists only these). */
  locales: readonly Locale[]
}

/** Pages search engines should not list (reached only after a form). */
const NOINDEX: ReadonlySet<string> = new Set(['/thanks/'])

/**
 * The pages of the sitemap: every published page, legal texts with the locales that have their own
 * translation (the others show the English text and are not announced), and each blog article where
 * it is written.
 */
export function sitemapPages(): SitemapPage[] {
  const legal: ReadonlySet<string> = new Set(LEGAL_SLUGS.map((slug) => `/${slug}/`))
  const pages = PUBLIC_PAGES.filter((path) => !NOINDEX.has(path)).map((path) => ({
    path,
    locales: legal.has(path) ? LOCALES.filter((l) => hasDocument('legal', l, path.slice(1, -1))) : LOCALES,
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
  const disallow = LOCALES.flatMap((locale) => ACCOUNT_PATHS.map((path) => `Disallow: ${localizePath(path, locale)}`))
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
