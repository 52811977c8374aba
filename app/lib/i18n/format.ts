import { bcp47, textDirection, type Locale } from './locales'

// Making a formatter costs far more than using one (a tenth of a millisecond and more on the
// server, per call): one per language, and per currency for money. Both keys are small, closed sets.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()
const moneyFormats = new Map<string, Intl.NumberFormat>()
const numberFormats = new Map<Locale, Intl.NumberFormat>()

/** Dates in the page language; UTC so the server and the browser print the same day. */
export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'long', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format.format(date)
}

/**
 * Amounts in minor units (cents) as money in the page language.
 *
 * In Arabic and Persian a Latin currency code is isolated left to right (U+2066 … U+2069): in
 * "‏47.88 US$" the closing "$" is a neutral character between "US" and the right-to-left text
 * around it, so the bidi algorithm would set it apart ("$US 47.88", or "U 47.88 / $S" when the
 * line wraps). Isolated, the amount reads "US$ 47.88" from right to left, as CLDR means it.
 */
export function formatMoney(locale: Locale, amountMinor: number, currency: string): string {
  const key = `${locale} ${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency })
    moneyFormats.set(key, format)
  }
  if (textDirection(locale) === 'ltr') return format.format(amountMinor / 100)
  return format
    .formatToParts(amountMinor / 100)
    .map(({ type, value }) => (type === 'currency' && /[A-Za-z]/.test(value) ? `\u2066${value}\u2069` : value))
    .join('')
}

/**
 * A number in the page language, as a plural's `#` shows it (Lingui formats that with the same
 * tag, catalogs.ts): for numbers a message takes as a plain placeholder, like a percentage
 * whose sign each translation places itself ("20 %", "%20", "۲۰٪").
 */
export function formatNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale))
    numberFormats.set(locale, format)
  }
  return format.format(value)
}
