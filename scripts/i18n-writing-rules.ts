// Rules on how each language is written, for `npm run i18n:check` (scripts/i18n-check.mjs): each
// takes a locale and texts and returns problems as strings, so tests/unit/i18n-writing-rules.test.ts
// can feed it broken catalogs. Pure functions, no file access.
import { languageTag } from '#contracts/locales.ts'

/** The `Language:` a PO header must declare for a URL code: `uk`, `fil`, `pt_BR` (gettext style). */
export const poLanguage = (locale: string): string => languageTag(locale).replace('-', '_')

export function headerLanguageProblems(locale: string, poText: string): string[] {
  const declared = /^"Language: ([^\\"]*)\\n"$/m.exec(poText)?.[1]
  const expected = poLanguage(locale)
  return declared === expected ? [] : [`${locale}: the PO header declares "Language: ${declared ?? ''}", not ${expected}`]
}

/**
 * In a right-to-left language a path or a "next" points left: `→` or `›` in an Arabic or Persian
 * text points back to where the reader came from.
 */
export function rtlArrowProblems(locale: string, label: string, text: string): string[] {
  if (locale !== 'ar' && locale !== 'fa') return []
  const wrong = [...new Set(text.match(/[→›⟶➔➜]/g) ?? [])]
  return wrong.length ? [`${locale}: ${label} points right (${wrong.join(' ')}) in a right-to-left language`] : []
}

/** Names written as their owners write them, in every language. */
const NAMES_WITH_COLON = ['Call of Duty: Warzone', 'Mobile Legends: Bang Bang', 'PUBG: Battlegrounds']

/**
 * French puts a space before `? ! ;` and before a `:` that ends a phrase (the site makes them
 * no-break spaces, contracts/typography.ts). A missing one is a typo the site cannot guess: a
 * letter or a closing bracket right before the sign. `https:`, `10:30` and `{n}:` are not phrases.
 */
export function frenchSpacingProblems(locale: string, label: string, text: string): string[] {
  if (locale !== 'fr') return []
  const missing = [
    ...NAMES_WITH_COLON.reduce((rest, name) => rest.replaceAll(name, ''), text).matchAll(/\S{0,12}[\p{L})»”’](?<!\bhttps?)(?:[?!;](?=\s|$|[<"»])|:(?=\s|$))/gu),
  ].map(([found]) => `"${found}"`)
  return missing.length ? [`${locale}: ${label} needs a space before the sign in ${missing.join(', ')}`] : []
}

/** The writing rules for one translated text. */
export const writingProblems = (locale: string, label: string, text: string): string[] => [
  ...rtlArrowProblems(locale, label, text),
  ...frenchSpacingProblems(locale, label, text),
]

/**
 * The texts of a content file to check: a Markdown document's front-matter values and body (code
 * spans and link targets left out), or every string of a page's JSON.
 */
export function contentTexts(file: string, source: string): string[] {
  if (file.endsWith('.json')) {
    const texts: string[] = []
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value)
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(JSON.parse(source))
    return texts.filter((text) => !/^(\/|https?:)/.test(text))
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source)
  const front = (match?.[1] ?? '').split(/\r?\n/).map((line) => line.slice(line.indexOf(':') + 1))
  const body = (match?.[2] ?? source).replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']')
  return [...front, body]
}
