import { readFileSync } from 'node:fs'

import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

import { parsePo } from '#api/i18n/po.ts'
import { bcp47, isLocale } from '#app/lib/i18n/locales.ts'

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

/**
 * `tr` with its placeholders filled in as the page fills them: plurals pick the language's form
 * and `#` is written in its digits (Lingui with the page's BCP 47 tag, as catalogs.ts activates it).
 */
export function trFormat(locale: string, message: string, values: Record<string, unknown>): string {
  if (!isLocale(locale)) throw new Error(`Not a site locale: "${locale}"`)
  const i18n = setupI18n()
  i18n.setMessagesCompiler(compileMessage)
  i18n.load(locale, { [message]: tr(locale, message) })
  i18n.activate(locale, [bcp47(locale)])
  return i18n._(message, values)
}
