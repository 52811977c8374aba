import type { Currency } from '#contracts/currencies.ts'
import type { Locale } from '../../lib/i18n/locales'

const EURO_LOCALES: ReadonlySet<Locale> = new Set(['de', 'fr', 'es', 'it', 'pt', 'ro', 'cs', 'pl', 'sv'])

/** The currency a visitor most likely pays in: roubles in Russian, euros in EU languages, else dollars. */
export function defaultCurrency(locale: Locale): Currency {
  if (locale === 'ru') return 'RUB'
  return EURO_LOCALES.has(locale) ? 'EUR' : 'USD'
}

/** The price after a percentage discount, rounded like the API does. */
export function discounted(amountMinor: number, percentOff: number): number {
  return Math.round((amountMinor * (100 - percentOff)) / 100)
}

/** Spec 3: the `promo` storage key keeps a code from a landing link until the order. */
export const PROMO_STORAGE_KEY = 'promo'

export function normalizePromo(raw: string | undefined | null): string | undefined {
  const code = raw?.trim().toUpperCase()
  return code && /^[A-Z0-9_-]{1,64}$/.test(code) ? code : undefined
}
