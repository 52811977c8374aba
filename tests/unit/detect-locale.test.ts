import { describe, expect, it } from 'vitest'

import { detectLocale, localeFromLanguages, localeFromLanguageTag, parseAcceptLanguage } from '#app/lib/i18n/detect.ts'

describe('parseAcceptLanguage', () => {
  it('orders tags by q-value, keeping header order for equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, es;q=0.8')).toEqual(['de-DE', 'en', 'es', 'fr'])
  })

  it('drops q=0, wildcards and malformed entries', () => {
    expect(parseAcceptLanguage('de;q=0, *, fr, 12@#, ;q=1, it;q=0.1')).toEqual(['fr', 'it'])
  })

  it('returns nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([])
    expect(parseAcceptLanguage('')).toEqual([])
  })
})

describe('localeFromLanguageTag', () => {
  it.each([
    ['de-DE', 'de'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['fil', 'ph'],
    ['tl-PH', 'ph'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['nb', 'en'],
    ['no', 'en'],
    ['nn-NO', 'en'],
    ['fa-IR', 'fa'],
    ['AR', 'ar'],
  ])('maps %s to %s', (tag, locale) => {
    expect(localeFromLanguageTag(tag)).toBe(locale)
  })

  it.each(['zh-CN', 'ph', 'ua', 'xx'])('has no locale for %s', (tag) => {
    expect(localeFromLanguageTag(tag)).toBeUndefined()
  })

  it('takes the first browser language the site has', () => {
    expect(localeFromLanguages(['zh-CN', 'ja-JP', 'de'])).toBe('ja')
    expect(localeFromLanguages(['zh-CN'])).toBeUndefined()
  })
})

describe('detectLocale: cookie, then browser language, then route', () => {
  it('prefers a valid stored cookie over the browser language', () => {
    expect(detectLocale({ cookie: 'fr', browserLanguages: ['de'], routeLocale: 'en' })).toBe('fr')
  })

  it('ignores an invalid cookie and uses the browser language', () => {
    expect(detectLocale({ cookie: 'xx', browserLanguages: ['de-AT'], routeLocale: 'en' })).toBe('de')
  })

  it('falls back to the route locale when nothing matches', () => {
    expect(detectLocale({ cookie: undefined, browserLanguages: ['zh'], routeLocale: 'it' })).toBe('it')
  })

  it('lets an English cookie keep a German browser on English', () => {
    expect(detectLocale({ cookie: 'en', browserLanguages: ['de'], routeLocale: 'en' })).toBe('en')
  })
})
