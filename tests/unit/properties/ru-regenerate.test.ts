import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { randomDigits, regenerateQuery } from '#app/lib/routing/ru-regenerate.ts'
import { RUNS, anyString, urlish } from './arbitraries'

const ID = /^u\d{20}$/
const FRESH = '5'.repeat(20)

/** Query pairs: the trigger, ids, near-miss ids and arbitrary bytes. */
const pair = fc.oneof(
  fc.constant('regenerate=true'),
  fc.constantFrom('regenerate=TRUE', 'regenerate=1', 'Regenerate=true', 'regenerate', 'regenerate=true '),
  fc
    .tuple(fc.constantFrom('uid', 'u', 'id', 'x', ''), fc.stringMatching(/^\d{20}$/))
    .map(([key, digits]) => `${key}=u${digits}`),
  fc
    .tuple(fc.constantFrom('uid', 'a'), fc.constantFrom('u123', 'U12345678901234567890', `u${'1'.repeat(21)}`, 'u'))
    .map(([key, value]) => `${key}=${value}`),
  urlish(4).map((s) => s.replace(/[&#]/g, '')),
)
const query = fc
  .array(pair, { maxLength: 8 })
  .map((pairs) => ({ pairs, text: pairs.length ? `?${pairs.join('&')}` : '' }))

describe('regenerateQuery (spec 2, RU variant)', () => {
  it('applies exactly when a `regenerate=true` pair is present', () => {
    fc.assert(
      fc.property(query, ({ pairs, text }) => {
        const result = regenerateQuery(text, () => FRESH)
        expect(result !== undefined).toBe(pairs.includes('regenerate=true'))
      }),
      RUNS,
    )
  })

  it('drops the trigger, renews every id and keeps every other pair byte for byte, in order', () => {
    fc.assert(
      fc.property(query, ({ pairs, text }) => {
        const result = regenerateQuery(text, () => FRESH)
        if (result === undefined) return
        const kept = pairs.filter((p) => p !== 'regenerate=true' && p !== '')
        const out = result === '' ? [] : result.slice(1).split('&')
        expect(result === '' || result.startsWith('?')).toBe(true)
        expect(out).toHaveLength(kept.length)
        kept.forEach((before, i) => {
          const eq = before.indexOf('=')
          const isId = eq !== -1 && ID.test(before.slice(eq + 1))
          expect(out[i]).toBe(isId ? `${before.slice(0, eq + 1)}u${FRESH}` : before)
        })
      }),
      RUNS,
    )
  })

  it('is applied once: the redirect target never triggers it again (no redirect loop)', () => {
    fc.assert(
      fc.property(query, ({ text }) => {
        const result = regenerateQuery(text)
        if (result !== undefined) expect(regenerateQuery(result)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it('never throws on arbitrary query strings and answers a query or nothing, never a fragment', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const result = regenerateQuery(text.replace(/#/g, ''), () => FRESH)
        if (result) expect(result).toMatch(/^\?[^#]*$/s)
      }),
      RUNS,
    )
  })

  it('draws 20 decimal digits from the CSPRNG', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (length) => {
        expect(randomDigits(length)).toMatch(new RegExp(`^\\d{${length}}$`))
      }),
      { numRuns: 50 },
    )
  })
})
