import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { resolvedPagePath } from '#app/lib/routing/locale-path.ts'
import { compileRedirects, RedirectRuleSchema, type RedirectRule } from '#app/lib/routing/redirect-rules.ts'
import { RUNS, pathish, plainPagePath } from './arbitraries'

/** Rows as the API could send them: small path pools so that chains and loops actually form. */
const pooled = fc.constantFrom('/a/', '/b/', '/c/', '/A', '/en/a/', '/de/en/b/', '/ru/c/', '/d')
const target = fc.oneof(
  { weight: 5, arbitrary: pooled },
  { weight: 2, arbitrary: fc.oneof(plainPagePath, pathish) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'https://elsewhere.example/x',
      'HTTP://old.example/',
      '//evil.example/',
      'javascript:alert(1)',
    ),
  },
)
const row = fc.record({ from: fc.oneof(pooled, pathish), to: target })

const valid = (rows: { from: string; to: string }[]) =>
  rows.filter((r): r is RedirectRule => v.is(RedirectRuleSchema, r))

describe('redirect table rows (from the account API)', () => {
  it('the schema lets through only same-site paths and http(s) addresses', () => {
    fc.assert(
      fc.property(row, (r) => {
        if (!v.is(RedirectRuleSchema, r)) return
        if (/^https?:\/\//i.test(r.to)) expect(['http:', 'https:']).toContain(new URL(r.to).protocol)
        else {
          expect(r.to).toMatch(/^\/(?![/\\])/)
          expect(new URL(resolvedPagePath(r.to), 'https://site.example').origin).toBe('https://site.example')
        }
      }),
      RUNS,
    )
  })

  it('compiles to a table without chains or loops, keyed and pointing at resolved page paths', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        const rules = valid(rows)
        const { table, dropped } = compileRedirects(rules)
        for (const [from, to] of table) {
          expect(resolvedPagePath(from)).toBe(from)
          if (to.kind === 'internal') {
            // One lookup is enough: the target is final (chains collapsed) and not the source (no loop).
            expect(resolvedPagePath(to.path)).toBe(to.path)
            expect(table.has(to.path)).toBe(false)
            expect(to.path).not.toBe(from)
          }
        }
        // Every source of a valid row ends up in the table or among the dropped rows.
        for (const rule of rules) {
          expect(table.has(resolvedPagePath(rule.from)) || dropped.includes(rule)).toBe(true)
        }
      }),
      RUNS,
    )
  })
})
