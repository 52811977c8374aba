import { LOCALE_CODES } from '#contracts/locales.ts'

/** The 20 site locales (shared with the API). English is the source and the only unprefixed one. */
export const LOCALES = LOCALE_CODES

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

const localeSet: ReadonlySet<string> = new Set(LOCALES)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeSet.has(value)
}

/** Each language by its own name, as the language switcher lists it. */
export const NATIVE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  cs: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  ph: 'Filipino',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  ua: 'Українська',
}

/**
 * `ph` and `ua` are our URL codes, not BCP 47 tags: browsers, `Intl`, `<html lang>`
 * and hreflang need `fil` and `uk`.
 */
export function bcp47(locale: Locale): string {
  if (locale === 'ph') return 'fil'
  if (locale === 'ua') return 'uk'
  return locale
}

const RTL: ReadonlySet<Locale> = new Set(['ar', 'fa'])

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr'
}
