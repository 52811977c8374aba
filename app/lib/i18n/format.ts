import { bcp47, type Locale } from './locales'

/** Dates in the page language; UTC so the server and the browser print the same day. */
export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** Amounts in minor units (cents) as money in the page language. */
export function formatMoney(locale: Locale, amountMinor: number, currency: string): string {
  return new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency }).format(amountMinor / 100)
}
