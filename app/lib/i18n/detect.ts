import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** Browser language tags that do not map 1:1 to our codes. `null` means: no match, use English. */
const BROWSER_ALIASES: Record<string, Locale | null> = {
  uk: 'ua',
  fil: 'ph',
  tl: 'ph',
  nb: null,
  nn: null,
  no: null,
}

/** Maps one browser language tag (`pt-BR`, `uk`, `fil-PH`) to a site locale, or `undefined`. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  // Own keys only: `in` would also find `constructor` and hand back a function as the locale.
  if (Object.hasOwn(BROWSER_ALIASES, primary)) return BROWSER_ALIASES[primary] ?? DEFAULT_LOCALE
  // `ph` and `ua` are our URL codes, not languages: a browser never sends them meaning Filipino/Ukrainian.
  if (primary === 'ph' || primary === 'ua') return undefined
  return isLocale(primary) ? primary : undefined
}

/** Parses `Accept-Language` into tags ordered by q-value (stable for equal q), dropping q=0 and `*`. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const entries: { tag: string; q: number; index: number }[] = []
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim() ?? ''
    if (!tag || tag === '*' || !/^[a-zA-Z]{1,8}(?:[-_][a-zA-Z0-9]{1,8})*$/.test(tag)) return
    let q = 1
    for (const param of params) {
      // RFC 9110 qvalues only (0 to 1, three decimals): `q=1.5` must not outrank `q=1`.
      const match = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(param)
      if (match) q = Number(match[1])
    }
    if (q > 0) entries.push({ tag, q, index })
  })
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag)
}

/** The first browser language that maps to a site locale. */
export function localeFromLanguages(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = localeFromLanguageTag(tag)
    if (locale) return locale
  }
  return undefined
}

/**
 * The spec's order: the stored locale cookie, then the browser language, then the route.
 * Returns the locale the visitor should see.
 */
export function detectLocale(input: {
  cookie: string | undefined
  browserLanguages: readonly string[]
  routeLocale: Locale
}): Locale {
  if (isLocale(input.cookie)) return input.cookie
  return localeFromLanguages(input.browserLanguages) ?? input.routeLocale
}
