import { bcp47, DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales'
import { absolutePageUrl } from '../../lib/seo/page-head'
import { ACCOUNT_PATHS, PUBLIC_PAGES } from '../../lib/site/public-pages'
import { localizePath } from '../../lib/routing/locale-path'
import { originFor, type SiteConfig, type Variant } from '../../lib/site/variants'

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** Every public page in every locale, each with its hreflang alternates (and x-default). */
export function renderSitemap(config: SiteConfig): string {
  const urls: string[] = []
  for (const path of PUBLIC_PAGES) {
    const alternates = [
      ...LOCALES.map((l) => [bcp47(l), absolutePageUrl(config, path, l)] as const),
      ['x-default', absolutePageUrl(config, path, DEFAULT_LOCALE)] as const,
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n')
    for (const locale of LOCALES) {
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
