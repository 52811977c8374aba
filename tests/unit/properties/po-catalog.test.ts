import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parsePo } from '#api/i18n/po.ts'
import { RUNS, anyString } from './arbitraries'

/** Translator text: any well-formed string, with the characters PO files must escape. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    '"quoted"',
    'back\\slash',
    'line\nbreak',
    'tab\there',
    '{count, plural, one {#} other {#}}',
    'msgstr "x"',
    'line\u2028separator',
    'para\u2029graph',
    'next line\u0085',
    'ends in \r',
  ),
)
const entry = fc.record({
  context: fc.option(text, { nil: undefined }),
  id: text,
  str: fc.oneof(text, fc.constant('')),
})

/** Writes one PO string, split over continuation lines at random like msgmerge does. */
function poString(keyword: string, value: string, split: number): string {
  if (split === 0 || value.length < 2) return `${keyword} ${JSON.stringify(value)}`
  const cut = 1 + (split % (value.length - 1))
  return [`${keyword} ""`, JSON.stringify(value.slice(0, cut)), JSON.stringify(value.slice(cut))].join('\n')
}

describe('parsePo', () => {
  it('reads back every translated entry of a catalog written from it (LF or CRLF), with and without contexts', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => `${e.context ?? ''}\u0004${e.id}`, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom('\n', '\r\n'),
        (entries, split, newline) => {
          const file = [
            'msgid ""\nmsgstr ""\n"Language: de\\n"',
            ...entries.map((e) =>
              [
                '#: app/x.tsx:1',
                e.context === undefined ? undefined : poString('msgctxt', e.context, split),
                poString('msgid', e.id, split),
                poString('msgstr', e.str, split),
              ]
                .filter((line) => line !== undefined)
                .join('\n'),
            ),
          ]
            .join('\n\n')
            .replace(/\n/g, newline)
          const plain = new Map(entries.filter((e) => e.context === undefined && e.str).map((e) => [e.id, e.str]))
          const withContext = new Map(
            entries
              .filter((e) => e.str)
              .map((e) => [e.context === undefined ? e.id : `${e.context}\u0004${e.id}`, e.str]),
          )
          expect(parsePo(file)).toEqual(plain)
          expect(parsePo(file, { withContext: true })).toEqual(withContext)
        },
      ),
      { ...RUNS, examples: [[[{ context: undefined, id: 'line\u2028separator', str: 'Zeile' }], 0, '\r\n']] },
    )
  })

  it('ignores comments and stray lines without throwing', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            anyString.map((s) => `# ${s.replace(/\n/g, ' ')}`),
            fc.constant(''),
          ),
          { maxLength: 5 },
        ),
        (lines) => {
          expect(parsePo(lines.join('\n')).size).toBe(0)
        },
      ),
      RUNS,
    )
  })
})
