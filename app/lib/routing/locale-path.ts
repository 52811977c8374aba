import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { canonicalPagePath } from './page-path'

/** Splits `/de/servers/` into `de` and `/servers/`; an unprefixed path is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/s.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) return { locale: first, path: match?.[2] ?? '/', prefixed: true }
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false }
}

/** `/servers/` in `de` is `/de/servers/`; English stays unprefixed. */
export function localizePath(path: string, locale: Locale): string {
  // One leading slash, always: `//host/` or `/\host/` in a link would leave the site. Browsers drop
  // tabs and newlines first, so `/\t/host/` is `//host/` to them: drop them here too.
  const clean = `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`
  return locale === DEFAULT_LOCALE ? clean : `/${locale}${clean}`
}

/** Locales whose prefix may stand inside another prefix and then wins (spec: catch-all entries). */
const INNER_LOCALES: ReadonlySet<string> = new Set(['en', 'ru', 'ar'])

/**
 * `/en/…` → unprefixed; `/{lang}/en|ru|ar/…` → the inner locale's page. Resolved in one step so a
 * visitor gets a single 301. Returns `undefined` when the path is already canonical.
 */
export function localePrefixRedirect(pathname: string): string | undefined {
  let current = pathname
  for (;;) {
    const segments = current.split('/')
    const first = segments[1] ?? ''
    const second = segments[2] ?? ''
    if (first === 'en' && segments.length > 2) {
      current = `/${segments.slice(2).join('/')}`
    } else if (isLocale(first) && INNER_LOCALES.has(second) && segments.length > 3) {
      current = `/${segments.slice(2).join('/')}`
    } else {
      break
    }
  }
  return current === pathname ? undefined : current
}

/** Where a request for `pathname` lands after the path rules: canonical form, locale prefixes resolved. */
export function resolvedPagePath(pathname: string): string {
  const canonical = canonicalPagePath(pathname)
  return localePrefixRedirect(canonical) ?? canonical
}
