import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { compileRedirects, RedirectRuleSchema } from '#app/lib/routing/redirect-rules.ts'

describe('compileRedirects', () => {
  it('looks rules up by canonical path', () => {
    const { table } = compileRedirects([{ from: '/Old-Page', to: '/new/' }])
    expect(table.get('/old-page/')).toEqual({ kind: 'internal', path: '/new/' })
  })

  it('collapses chains into one redirect', () => {
    const { table } = compileRedirects([
      { from: '/a/', to: '/b/' },
      { from: '/b/', to: '/c/' },
      { from: '/c/', to: 'https://example.org/d' },
    ])
    expect(table.get('/a/')).toEqual({ kind: 'external', url: 'https://example.org/d' })
    expect(table.get('/b/')).toEqual({ kind: 'external', url: 'https://example.org/d' })
  })

  it('drops rules that would loop, including self-redirects', () => {
    const { table, dropped } = compileRedirects([
      { from: '/a/', to: '/b/' },
      { from: '/b/', to: '/a/' },
      { from: '/self', to: '/SELF/' },
      { from: '/ok/', to: '/' },
    ])
    expect([...table.keys()]).toEqual(['/ok/'])
    expect(dropped.map((r) => r.from)).toEqual(['/a/', '/b/', '/self'])
  })

  it('keeps the first rule for a duplicated source', () => {
    const { table } = compileRedirects([
      { from: '/x/', to: '/one/' },
      { from: '/X', to: '/two/' },
    ])
    expect(table.get('/x/')).toEqual({ kind: 'internal', path: '/one/' })
  })
})

describe('RedirectRuleSchema refuses targets that would open redirects or break paths', () => {
  it.each(['//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'ftp://example.org/', '/a/?q=1', 'relative/'])(
    'rejects %s',
    (to) => {
      expect(v.safeParse(RedirectRuleSchema, { from: '/a/', to }).success).toBe(false)
    },
  )

  it('accepts paths and http(s) addresses', () => {
    expect(v.safeParse(RedirectRuleSchema, { from: '/a/', to: '/b/' }).success).toBe(true)
    expect(v.safeParse(RedirectRuleSchema, { from: '/a/', to: 'https://example.org/x?y=1' }).success).toBe(true)
  })
})
