import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseSearch, stringifySearch, type SearchRecord } from '#app/lib/routing/search-params.ts'
import { PROTOTYPE_KEYS, RUNS, anyString, urlish } from './arbitraries'

/** Keys a query can carry, prototype names included; integer-like keys are left to their own test. */
const key = fc
  .oneof(
    fc.constantFrom('a', 'b', 'source', 'return', 'a b', 'ü', '', ...PROTOTYPE_KEYS),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
  )
  .filter((k) => !/^\d+$/.test(k))
const value = fc.oneof(
  fc.constantFrom('', '1', 'x y', 'a+b', '%', '&=?#'),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
)

/** A record the router could hold: strings, or arrays of two or more strings for repeated keys. */
const record = fc.uniqueArray(fc.tuple(key, fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 3 }))), {
  selector: ([k]) => k,
  maxLength: 5,
})

const entriesOf = (search: SearchRecord) => Object.entries(search)

describe('parseSearch / stringifySearch', () => {
  it('never throws, and every value is a string or a list of strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          urlish(12).map((s) => `?${s}`),
        ),
        (query) => {
          for (const [, v] of entriesOf(parseSearch(query))) {
            expect(typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string'))).toBe(true)
          }
        },
      ),
      { ...RUNS, examples: [['?constructor=x'], ['?toString=1&toString=2'], ['?__proto__=x']] },
    )
  })

  it('round-trips any record: parse(stringify(r)) has the same entries in the same order', () => {
    fc.assert(
      fc.property(record, (entries) => {
        const search: SearchRecord = {}
        for (const [k, v] of entries)
          Object.defineProperty(search, k, { value: v, enumerable: true, writable: true, configurable: true })
        expect(entriesOf(parseSearch(stringifySearch(search)))).toEqual(entries)
      }),
      RUNS,
    )
  })

  it('writes back a query it parsed byte for byte when keys are distinct and encoded the same way', () => {
    fc.assert(
      fc.property(record, (entries) => {
        const query = entries
          .flatMap(([k, v]) =>
            (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`),
          )
          .join('&')
        expect(stringifySearch(parseSearch(query ? `?${query}` : ''))).toBe(query ? `?${query}` : '')
      }),
      { ...RUNS, examples: [[[['hasOwnProperty', '']]]] },
    )
  })

  it('keeps repeated keys as a list in their order', () => {
    fc.assert(
      fc.property(key, fc.array(value, { minLength: 2, maxLength: 5 }), (k, values) => {
        const query = `?${values.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
        expect(entriesOf(parseSearch(query))).toEqual([[k, values]])
      }),
      RUNS,
    )
  })
})
