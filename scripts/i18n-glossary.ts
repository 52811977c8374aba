// The glossary (locales/glossary.csv) and its rule for `npm run i18n:check`: product terms have
// one form per language, and names are never translated. Pure functions, no file access, so
// tests/unit/i18n-glossary.test.ts can feed them broken entries.
//
// Columns: `term` (the English term), `locale` (a URL code, or `*` for every language), `use` (the
// form to use), `avoid` (forms that must not appear, separated by `|`), `note` (for translators).
// A row with locale `*` and no `avoid` is a name: where the English text has it, every
// translation keeps it as it is.

export interface GlossaryRow {
  term: string
  locale: string
  use: string
  avoid: string[]
  note: string
}

/** Splits CSV (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    record.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    if (record.some((cell) => cell.trim())) records.push(record)
    record = []
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted) {
      field += char
    } else if (char === ',') {
      endField()
    } else if (char === '\n') {
      endRecord()
    } else if (char !== '\r') {
      field += char
    }
  }
  endRecord()
  return records
}

export function parseGlossary(text: string): GlossaryRow[] {
  const [header, ...rows] = csvRecords(text)
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1
    if (index < 0) throw new Error(`locales/glossary.csv has no "${name}" column`)
    return index
  }
  const [term, locale, use, avoid, note] = ['term', 'locale', 'use', 'avoid', 'note'].map(column)
  return rows.map((row) => ({
    term: row[term!]?.trim() ?? '',
    locale: row[locale!]?.trim() ?? '',
    use: row[use!]?.trim() ?? '',
    avoid: (row[avoid!] ?? '')
      .split('|')
      .map((form) => form.trim())
      .filter(Boolean),
    note: row[note!]?.trim() ?? '',
  }))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/**
 * A form as a whole word or phrase (letters of any script; the edges of CJK text are open). An
 * identifier such as the cookie `is_source_app` is not the word "app".
 */
const formPattern = (form: string) => new RegExp(`(?<![\\p{L}\\p{M}_-])${escape(form)}(?![\\p{L}\\p{M}_])`, 'u')
const hasForm = (text: string, form: string) =>
  /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u.test(form) ? text.includes(form) : formPattern(form).test(text)

/**
 * What a translation of `source` into `locale` does against the glossary: a form to avoid, or a
 * name the English text has and the translation lost.
 */
/** Quoted text is a literal (a hotspot's name, a button's label): the glossary leaves it alone. */
const withoutQuotes = (text: string) => text.replace(/„[^“]*“|“[^”]*”|"[^"]*"|«[^»]*»|「[^」]*」/g, ' ')

export function glossaryProblems(
  glossary: GlossaryRow[],
  locale: string,
  label: string,
  source: string,
  translation: string,
): string[] {
  const problems: string[] = []
  for (const row of glossary) {
    if (row.locale !== locale && row.locale !== '*') continue
    for (const form of row.avoid) {
      if (hasForm(withoutQuotes(translation), form)) {
        problems.push(`${locale}: ${label} says "${form}"; the glossary's "${row.term}" is "${row.use}"`)
      }
    }
    // A German compound writes the name with hyphens (Planet-VPN-Konto) and Czech or Polish decline
    // it (z App Storu): the name is still there.
    const kept =
      translation.includes(row.use) ||
      translation.includes(row.use.replaceAll(' ', '-')) ||
      new RegExp(`${escape(row.use.slice(0, -1))}\\p{L}{1,3}(?![\\p{L}])`, 'u').test(translation)
    if (row.locale === '*' && row.avoid.length === 0 && source.includes(row.term) && !kept) {
      problems.push(`${locale}: ${label} does not keep the name "${row.use}"`)
    }
  }
  return problems
}
