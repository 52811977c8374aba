import { describe, expect, it } from 'vitest'

import { parseBuildInfo } from '#app/lib/build/build-check.ts'
import { stringSearch, uuidSearch } from '#app/lib/routing/search-validators.ts'

describe('hand-written search validators (no valibot in the start bundle)', () => {
  it('keeps one string, turns a repeated parameter into an empty string, leaves a missing one missing', () => {
    const validate = stringSearch('return', 'to')
    expect(validate({ return: '/cabinet/', other: ['a', 'b'] })).toEqual({ return: '/cabinet/', other: ['a', 'b'] })
    expect(validate({ return: ['/a/', '/b/'] })).toEqual({ return: '' })
    expect(validate({})).toEqual({})
    expect('to' in validate({})).toBe(false)
  })

  it('keeps a UUID and drops anything else', () => {
    const validate = uuidSearch('order')
    const id = '3f2b8c1e-9a4d-4e2b-8c1a-0d9e8f7a6b5c'
    expect(validate({ order: id, source: 'app' })).toEqual({ order: id, source: 'app' })
    expect(validate({ order: 'not-a-uuid' }).order).toBeUndefined()
    expect(validate({ order: [id, id] }).order).toBeUndefined()
    expect(validate({ order: `${id}\n` }).order).toBeUndefined()
    expect(validate({})).toEqual({})
  })

  it('reads builds/latest.json and refuses anything else', () => {
    expect(parseBuildInfo({ id: 'm1abc-0f3e', timestamp: 1 })).toEqual({ id: 'm1abc-0f3e', timestamp: 1 })
    for (const bad of [
      null,
      'x',
      {},
      { id: '../x', timestamp: 1 },
      { id: 'a', timestamp: '1' },
      { id: 'a'.repeat(65), timestamp: 1 },
    ]) {
      expect(() => parseBuildInfo(bad)).toThrow()
    }
  })
})
