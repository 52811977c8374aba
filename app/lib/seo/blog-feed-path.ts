// Also read by the host (host/site/static-miss.ts), straight in Node: imports name their `.ts`.
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts'

/** Where a language's blog feed is (Atom): `/blog/feed.xml`, `/de/blog/feed.xml`. */
export const blogFeedPath = (locale: Locale) => `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/blog/feed.xml`
