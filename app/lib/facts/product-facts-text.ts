import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { bcp47, type Locale } from '../i18n/locales'

/**
 * A number of days as the language writes it, with the unit's plural form from the locale's own
 * rules ("30 days", "30 Tage", "30 дней", "۳۰ روز"): copy carries the number as a placeholder, so a
 * changed fact never leaves a wrong plural behind.
 */
export function formatDays(locale: Locale, days: number): string {
  return new Intl.NumberFormat(bcp47(locale), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days)
}

/** The refund window (decision 018) as the pricing page and the refund policy both state it. */
export function refundWindowText(locale: Locale): string {
  return formatDays(locale, PRODUCT_FACTS.refundWindowDays)
}

/**
 * Fills the product facts into a text written in `locale` (the legal documents): `{refundWindowDays}`
 * becomes the refund window with its unit, so the policy and the pricing page cannot disagree.
 */
export function fillProductFacts(text: string, locale: Locale): string {
  return text.replaceAll('{refundWindowDays}', refundWindowText(locale))
}
