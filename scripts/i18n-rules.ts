// Rules `npm run i18n:check` applies to each catalog entry: pure functions of a message and its
// locale, so tests/unit/i18n-rules.test.ts can feed them broken entries.
import { parse, type Select, type Token } from '@messageformat/parser'

import { bcp47, type Locale } from '../app/lib/i18n/locales.ts'

/**
 * The plural categories a language has (CLDR, from the runtime's ICU), for `plural`
 * (cardinal) or `selectordinal` (ordinal). Our URL codes `ua` and `ph` are not language tags:
 * `Intl` would quietly fall back to English rules for them.
 */
export function pluralCategories(locale: Locale, type: Intl.PluralRuleType = 'cardinal'): Set<string> {
  const tag = bcp47(locale)
  const options = new Intl.PluralRules(tag, { type }).resolvedOptions()
  if (options.locale.split('-')[0] !== tag.split('-')[0]) throw new Error(`Intl has no plural rules for "${tag}"`)
  return new Set(options.pluralCategories)
}

/**
 * The message as Lingui reads it (@lingui/message-utils compiles with the same parser and
 * options), or the parser's complaint: a translation that does not parse shows its raw ICU text.
 */
function parseIcu(message: string): { tokens: Token[] } | { error: string } {
  try {
    return { tokens: parse(message) }
  } catch (error) {
    // Its first line; the rest is a source frame that would break the report's one line a problem.
    return { error: ((error as Error).message.split('\n')[0] ?? '').replace(/:$/, '') }
  }
}

/** (a) The translation is valid ICU MessageFormat. */
export function icuSyntaxProblems(message: string): string[] {
  const parsed = parseIcu(message)
  return 'error' in parsed ? [`is not valid ICU: ${parsed.error}`] : []
}

/** Every `plural` and `selectordinal` in the tokens, nested ones too. */
function* choices(tokens: readonly Token[]): Generator<Select> {
  for (const token of tokens) {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue
    if (token.type !== 'select') yield token
    for (const c of token.cases) yield* choices(c.tokens)
  }
}

/**
 * (b) Each `plural` / `selectordinal` has exactly the language's categories, `other` included:
 * a missing one shows the wrong form (`other`) for its numbers, an extra one is never chosen and
 * usually means the translator copied another language's cases. Exact cases (`=0`, `=1`) may be
 * added. Messages that do not parse are left to `icuSyntaxProblems`.
 */
export function pluralCategoryProblems(message: string, locale: Locale): string[] {
  const parsed = parseIcu(message)
  if ('error' in parsed) return []
  const problems: string[] = []
  for (const choice of choices(parsed.tokens)) {
    const expected = pluralCategories(locale, choice.type === 'plural' ? 'cardinal' : 'ordinal')
    const keys = choice.cases.map((c) => c.key).filter((key) => !key.startsWith('='))
    const missing = [...expected].filter((key) => !keys.includes(key))
    const extra = keys.filter((key) => !expected.has(key))
    const what = `{${choice.arg}, ${choice.type}}`
    if (missing.length) problems.push(`${what} lacks ${missing.join(', ')}`)
    if (extra.length) problems.push(`${what} has ${extra.join(', ')}, which ${locale} does not use`)
  }
  return problems
}

/** Every rule on one catalog entry, each problem naming the locale and the message. */
export function entryProblems(locale: Locale, { msgid, msgstr }: { msgid: string; msgstr: string }): string[] {
  if (!msgstr.trim()) return []
  const label = `${locale}: "${msgid.length > 60 ? `${msgid.slice(0, 60)}…` : msgid}"`
  return [...icuSyntaxProblems(msgstr), ...pluralCategoryProblems(msgstr, locale)].map((p) => `${label} ${p}`)
}
