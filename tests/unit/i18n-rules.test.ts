import { describe, expect, it } from 'vitest'

import { entryProblems, pluralCategories } from '../../scripts/i18n-rules.ts'

const DAYS = '{days, plural, one {# day} other {# days}}'

describe('i18n rule (a): every translation is valid ICU', () => {
  it('names the locale, the message and where the parser stopped', () => {
    expect(
      entryProblems('ru', {
        msgid: DAYS,
        msgstr: '{days, plural, one {# день} few {# дня} many {# дней} other {# дня}',
      }),
    ).toEqual([`ru: "${DAYS}" is not valid ICU: Unexpected message end at line 1 col 68`])
  })

  it('refuses a plural case no language has (a typo)', () => {
    expect(
      entryProblems('ua', {
        msgid: DAYS,
        msgstr: '{days, plural, one {# день} few {# дні} mnay {# днів} other {# дня}}',
      }),
    ).toEqual([`ua: "${DAYS}" is not valid ICU: The plural case mnay is not valid in this locale at line 1 col 40`])
  })

  it('passes a well-formed translation and leaves an untranslated entry to the completeness check', () => {
    expect(entryProblems('de', { msgid: 'Pay {total}', msgstr: '{total} bezahlen' })).toEqual([])
    expect(entryProblems('de', { msgid: 'Pay {total}', msgstr: '' })).toEqual([])
  })
})

describe("i18n rule (b): plurals have exactly the language's categories", () => {
  it('reads the categories from Intl, with our URL codes ua and ph mapped to uk and fil', () => {
    expect([...pluralCategories('ua')].sort()).toEqual(['few', 'many', 'one', 'other'])
    expect([...pluralCategories('ph')].sort()).toEqual(['one', 'other'])
    expect([...pluralCategories('ja')]).toEqual(['other'])
    expect([...pluralCategories('en', 'ordinal')].sort()).toEqual(['few', 'one', 'other', 'two'])
  })

  it('finds missing categories (Russian with English cases)', () => {
    expect(entryProblems('ru', { msgid: DAYS, msgstr: '{days, plural, one {# день} other {# дня}}' })).toEqual([
      `ru: "${DAYS}" {days, plural} lacks few, many`,
    ])
  })

  it('finds a category the language does not use (Japanese with a one case)', () => {
    expect(entryProblems('ja', { msgid: DAYS, msgstr: '{days, plural, one {#日} other {#日間}}' })).toEqual([
      `ja: "${DAYS}" {days, plural} has one, which ja does not use`,
    ])
  })

  it('always wants other', () => {
    expect(entryProblems('de', { msgid: DAYS, msgstr: '{days, plural, one {# Tag}}' })).toEqual([
      `de: "${DAYS}" {days, plural} lacks other`,
    ])
  })

  it('checks plurals nested in a select, and selectordinal against the ordinal categories', () => {
    const nested = '{g, select, a {{days, plural, one {يوم} other {أيام}}} other {-}}'
    expect(entryProblems('ar', { msgid: DAYS, msgstr: nested })).toEqual([
      `ar: "${DAYS}" {days, plural} lacks few, many, two, zero`,
    ])
    expect(entryProblems('en', { msgid: 'x', msgstr: '{n, selectordinal, one {#st} other {#th}}' })).toEqual([
      'en: "x" {n, selectordinal} lacks few, two',
    ])
  })

  it('passes every category of the language, with exact cases (=0) allowed besides them', () => {
    expect(
      entryProblems('ua', {
        msgid: DAYS,
        msgstr: '{days, plural, =0 {жодного} one {# день} few {# дні} many {# днів} other {# дня}}',
      }),
    ).toEqual([])
    expect(
      entryProblems('ar', {
        msgid: DAYS,
        msgstr: '{days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
      }),
    ).toEqual([])
    expect(entryProblems('ja', { msgid: DAYS, msgstr: '{days, plural, other {#日間}}' })).toEqual([])
  })
})
