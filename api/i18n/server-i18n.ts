import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

import { LOCALE_CODES } from '#contracts/auth.ts'
import { languageTag } from '#contracts/locales.ts'
import { localTypography } from '#contracts/typography.ts'
import { parsePo } from './po.ts'

export type Locale = (typeof LOCALE_CODES)[number]

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url))
const instances = new Map<Locale, I18n>()

/**
 * A Lingui instance for server-side texts (e-mails) in one locale, from the site's own PO catalogs:
 * the texts are written as `i18n._('English text')`, extracted with everything else and
 * translated by the same translators. Missing translations fall back to the English text. The
 * instance is keyed by the URL code (`ua`, `ph`, `pt`) and formats with the language's tag.
 */
export function serverI18n(locale: string): I18n {
  const code = (LOCALE_CODES as readonly string[]).includes(locale) ? (locale as Locale) : 'en'
  let i18n = instances.get(code)
  if (!i18n) {
    let messages: Record<string, string> = {}
    try {
      const catalog = parsePo(readFileSync(`${localesDir}/${code}/messages.po`, 'utf8'))
      messages = Object.fromEntries([...catalog].map(([id, text]) => [id, localTypography(code, text)]))
    } catch (error) {
      console.warn(`Could not read the "${code}" catalog for e-mails:`, (error as Error).message)
    }
    i18n = setupI18n({ messages: { [code]: messages } })
    i18n.setMessagesCompiler(compileMessage)
    // Plural forms and the `#` of a count follow the BCP 47 tag, as in the site's
    // activateWithIntlTag: `ua` or `ph` alone would get English rules (2 → "one"), not Ukrainian
    // (2 → "few") or Filipino ones.
    i18n.activate(code, [languageTag(code)])
    instances.set(code, i18n)
  }
  return i18n
}

export const isRtl = (locale: string) => locale === 'ar' || locale === 'fa'
