import { readFileSync } from 'node:fs'

import { ROOT } from './processes'

/** The translation of `msgid` in a locale's catalog (single-line entries are enough here). */
export function translation(locale: string, msgid: string): string {
  if (locale === 'en') return msgid
  const po = readFileSync(`${ROOT}/locales/${locale}/messages.po`, 'utf8')
  const at = po.indexOf(`\nmsgid ${JSON.stringify(msgid)}\n`)
  const match = at < 0 ? null : /^msgstr (".*")$/m.exec(po.slice(at + 1).split('\n')[1] ?? '')
  if (!match?.[1]) throw new Error(`${locale}: no translation of ${JSON.stringify(msgid)}`)
  return JSON.parse(match[1]) as string
}

/** How HTML text shows a string (React escapes these in text). */
export const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
