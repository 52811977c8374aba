import { bcp47, DEFAULT_LOCALE, LOCALES, ogLocale, type Locale } from '../i18n/locales'
import { localizePath } from '../routing/locale-path'
import type { SiteConfig } from '../site/variants'
import { originFor, variantForLocale } from '../site/variants'

export const SITE_NAME = 'Planet VPN'

/** Absolute URL of a page in a locale, on the base host of the variant that owns the locale. */
export function absolutePageUrl(config: SiteConfig, path: string, locale: Locale): string {
  return originFor(config, variantForLocale(locale)) + localizePath(path, locale)
}

/**
 * The router renders a `script:ld+json` meta entry as an escaped JSON-LD script; its React-based
 * meta type does not list that key, hence the cast.
 */
const jsonLd = (data: object) => ({ 'script:ld+json': data }) as unknown as { name: string; content: string }

export interface PageHeadInput {
  config: SiteConfig
  locale: Locale
  /** The page path without locale prefix, with trailing slash (`/`, `/servers/`). */
  path: string
  title: string
  description: string
  /** Locales the page exists in (all by default); hreflang lists only these. */
  locales?: readonly Locale[]
  noindex?: boolean
  /** schema.org objects (FAQPage, BreadcrumbList, …) emitted as JSON-LD. */
  structuredData?: readonly object[]
}

/**
 * Holds the first paint until the parser has reached `<main id="main">` (DefaultLayout), that is
 * until the whole header is in the document. Chromium may otherwise paint a half-parsed page on
 * a busy phone: the header's last items (language switcher, "Log in") then appear a frame later
 * and move the logo and menu, a layout shift (seen in `npm run bench:cls`). Costs nothing
 * measurable: the header is the first few kB of the body. Browsers without `rel=expect` ignore it.
 */
const renderAfterHeader = { rel: 'expect', href: '#main', blocking: 'render' } as const

/**
 * `<title>`, description, canonical, hreflang alternates (+ x-default) and Open Graph of a page,
 * and the render-blocking hint that keeps the header from painting half-parsed.
 */
export function pageHead(input: PageHeadInput) {
  const { config, locale, path, title, description } = input
  const locales = input.locales ?? LOCALES
  const canonical = absolutePageUrl(config, path, locale)
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  const ogImage = `${originFor(config, variantForLocale(locale))}/images/og-planet-vpn.png`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: ogImage },
      { property: 'og:locale', content: ogLocale(locale) },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(input.structuredData ?? []).map(jsonLd),
    ],
    links: [
      renderAfterHeader,
      { rel: 'canonical', href: canonical },
      ...locales.map((l) => ({ rel: 'alternate', hrefLang: bcp47(l), href: absolutePageUrl(config, path, l) })),
      ...(locales.includes(DEFAULT_LOCALE)
        ? [{ rel: 'alternate', hrefLang: 'x-default', href: absolutePageUrl(config, path, DEFAULT_LOCALE) }]
        : []),
    ],
  }
}
