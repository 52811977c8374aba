import { describe, expect, it } from 'vitest'

import { randomDigits, regenerateQuery } from '#app/lib/routing/ru-regenerate.ts'

const fixed = () => '11111111111111111111'

describe('randomDigits', () => {
  it('returns 20 decimal digits, different each time', () => {
    const a = randomDigits()
    const b = randomDigits()
    expect(a).toMatch(/^\d{20}$/)
    expect(a).not.toBe(b)
  })

  it('uses every digit (no modulo-biased subset)', () => {
    const seen = new Set(Array.from({ length: 50 }, () => randomDigits()).join(''))
    expect(seen.size).toBe(10)
  })
})

describe('regenerateQuery (RU variant)', () => {
  it('does nothing without regenerate=true', () => {
    expect(regenerateQuery('?uid=u12345678901234567890')).toBeUndefined()
    expect(regenerateQuery('?regenerate=false&uid=u12345678901234567890')).toBeUndefined()
    expect(regenerateQuery('')).toBeUndefined()
  })

  it('drops the parameter and renews every u+20-digit value', () => {
    expect(regenerateQuery('?regenerate=true&uid=u12345678901234567890&sub=u00000000000000000000', fixed)).toBe(
      '?uid=u11111111111111111111&sub=u11111111111111111111',
    )
  })

  it('keeps every other parameter byte for byte', () => {
    expect(regenerateQuery('?b=x%20y&regenerate=true&c=a+b&flag&uid=u123', fixed)).toBe('?b=x%20y&c=a+b&flag&uid=u123')
  })

  it('leaves ids of another length alone', () => {
    expect(regenerateQuery('?regenerate=true&a=u1234567890123456789&b=u123456789012345678901', fixed)).toBe(
      '?a=u1234567890123456789&b=u123456789012345678901',
    )
  })

  it('gives an empty query when regenerate was the only parameter', () => {
    expect(regenerateQuery('?regenerate=true')).toBe('')
  })

  it('uses real random digits by default', () => {
    const result = regenerateQuery('?regenerate=true&uid=u00000000000000000000')
    expect(result).toMatch(/^\?uid=u\d{20}$/)
    expect(result).not.toBe('?uid=u00000000000000000000')
  })
})
