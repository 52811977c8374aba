import { languageTag, LOCALE_CODES } from '#contracts/locales.ts'

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

/** The language's BCP 47 tag (contracts/locales.ts): `fil`, `uk`, `pt-BR` for our `ph`, `ua`, `pt`. */
export const bcp47 = (locale: Locale): string => languageTag(locale)

/** Open Graph writes a language with its region as `pt_BR`. */
export const ogLocale = (locale: Locale): string => bcp47(locale).replace('-', '_')

const RTL: ReadonlySet<Locale> = new Set(['ar', 'fa'])

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr'
}
