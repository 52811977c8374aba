import { describe, expect, it } from 'vitest'

import { parseSearch, stringifySearch } from '#app/lib/routing/search-params.ts'

describe('router search parameters', () => {
  it('keeps repeated keys and string values', () => {
    expect(parseSearch('?a=1&a=2&b=x%20y&c')).toEqual({ a: ['1', '2'], b: 'x y', c: '' })
  })

  it('writes back the same query', () => {
    for (const query of ['?a=1&a=2&b=x%20y', '?source=app', '?q=%C3%A9t%C3%A9', '']) {
      expect(stringifySearch(parseSearch(query))).toBe(query)
    }
  })

  it('reads + as a space and survives malformed escapes', () => {
    expect(parseSearch('?q=a+b&bad=%E0%A4%A')).toEqual({ q: 'a b', bad: '%E0%A4%A' })
  })

  it('skips undefined values', () => {
    expect(stringifySearch({ a: undefined, b: 'x', c: ['1', undefined] })).toBe('?b=x&c=1')
  })
})
