import { micromark } from 'micromark'
import * as v from 'valibot'

import type { Locale } from '../../lib/i18n/locales'
import { localizePath } from '../../lib/routing/locale-path'
import { DocumentMetaSchema, type DocumentMeta } from './document.schema'
import { addHeadingIds, type TocEntry } from './toc'
import { readingMinutes } from './reading-time'

export interface ParsedDocument {
  meta: DocumentMeta
  /** Safe HTML: micromark escapes raw HTML and drops dangerous link protocols by default. */
  html: string
  /** Its sections (`<h2>`, `<h3>`), each heading with an id to link to. */
  toc: TocEntry[]
  /** Minutes the text takes to read (shown on blog articles and their cards). */
  minutes: number
}

/** Splits `---` front matter (`key: value` lines) from the Markdown body and checks it. */
export function parseFrontMatter(source: string): { meta: DocumentMeta; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source)
  if (!match) throw new Error('A document starts with a --- front matter block')
  const fields = Object.fromEntries(
    (match[1] ?? '')
      .split(/\r?\n/)
      .filter((line) => line.trim())
      .map((line) => {
        const colon = line.indexOf(':')
        if (colon < 1) throw new Error(`Front matter line without "key: value": ${line}`)
        return [
          line.slice(0, colon).trim(),
          line
            .slice(colon + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1'),
        ]
      }),
  )
  return { meta: v.parse(DocumentMetaSchema, fields), body: match[2] ?? '' }
}

/** Site links (`/download/`) in a document point to the reader's language; other links open as they are. */
function localizeLinks(html: string, locale: Locale): string {
  return html.replace(/<a href="(\/[^"]*)">/g, (_, path: string) => `<a href="${localizePath(path, locale)}">`)
}

export function renderDocument(source: string, locale: Locale): ParsedDocument {
  const { meta, body } = parseFrontMatter(source)
  const rendered = micromark(body, { allowDangerousHtml: false, allowDangerousProtocol: false })
  const { html, toc } = addHeadingIds(localizeLinks(rendered, locale))
  return { meta, html, toc, minutes: readingMinutes(body) }
}
