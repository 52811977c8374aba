/** The 20 site locales (URL codes; `ph` is Filipino, `ua` Ukrainian). Shared by the site and the API. */
export const LOCALE_CODES = [
  'ar',
  'cs',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'id',
  'it',
  'ja',
  'ko',
  'ph',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'ua',
] as const

/**
 * The BCP 47 tag browsers, `Intl`, `<html lang>` and hreflang need for a URL code: `ph` and `ua`
 * are not language codes (Filipino is `fil`, Ukrainian `uk`), and the Portuguese copy is Brazilian
 * (você, celular), so `/pt/` declares `pt-BR`.
 */
export function languageTag(code: string): string {
  if (code === 'ph') return 'fil'
  if (code === 'ua') return 'uk'
  if (code === 'pt') return 'pt-BR'
  return code
}
