import { readFileSync } from 'node:fs'

import { parsePo } from '#api/i18n/po.ts'

const cache = new Map<string, Map<string, string>>()

/**
 * The text a page shows for an English source message in a locale, read from the catalog the
 * site is built from: journeys in German or Arabic find the same controls by their real labels.
 */
export function tr(locale: string, message: string, context?: string): string {
  if (locale === 'en') return message
  let entries = cache.get(locale)
  if (!entries) {
    entries = parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'), { withContext: true })
    cache.set(locale, entries)
  }
  const found = entries.get(context ? `${context}\u0004${message}` : message)
  if (!found) throw new Error(`No "${locale}" translation for "${message}"`)
  return found
}
