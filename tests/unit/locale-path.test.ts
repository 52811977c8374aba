import { describe, expect, it } from 'vitest'

import { LOCALES, bcp47, ogLocale, textDirection } from '#app/lib/i18n/locales.ts'
import { localePrefixRedirect, localizePath, splitLocale } from '#app/lib/routing/locale-path.ts'

describe('locale paths', () => {
  it('has 20 locales and maps ph/ua to real language tags', () => {
    expect(LOCALES).toHaveLength(20)
    expect(bcp47('ph')).toBe('fil')
    expect(bcp47('ua')).toBe('uk')
    expect(bcp47('pt')).toBe('pt-BR')
    expect(bcp47('de')).toBe('de')
    expect(ogLocale('pt')).toBe('pt_BR')
    expect(ogLocale('ua')).toBe('uk')
  })

  it('is right-to-left only for Arabic and Persian', () => {
    expect(LOCALES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar', 'fa'])
  })

  it('splits a locale prefix from the page path', () => {
    expect(splitLocale('/de/servers/')).toEqual({ locale: 'de', path: '/servers/', prefixed: true })
    expect(splitLocale('/de/')).toEqual({ locale: 'de', path: '/', prefixed: true })
    expect(splitLocale('/servers/')).toEqual({ locale: 'en', path: '/servers/', prefixed: false })
    expect(splitLocale('/xx/servers/')).toEqual({ locale: 'en', path: '/xx/servers/', prefixed: false })
  })

  it('prefixes every locale but English', () => {
    expect(localizePath('/servers/', 'en')).toBe('/servers/')
    expect(localizePath('/servers/', 'ua')).toBe('/ua/servers/')
    expect(localizePath('/', 'ja')).toBe('/ja/')
  })
})

describe('localePrefixRedirect (catch-all entries)', () => {
  it.each([
    ['/en/', '/'],
    ['/en/servers/', '/servers/'],
    ['/de/ru/servers/', '/ru/servers/'],
    ['/de/en/servers/', '/servers/'],
    ['/fr/ar/', '/ar/'],
    ['/de/ru/en/blog/x/', '/blog/x/'],
    ['/en/de/', '/de/'],
  ])('%s → %s', (from, to) => {
    expect(localePrefixRedirect(from)).toBe(to)
  })

  it.each(['/', '/servers/', '/de/', '/de/servers/', '/de/fr/', '/ru/', '/xx/en/'])('%s stays', (path) => {
    expect(localePrefixRedirect(path)).toBeUndefined()
  })
})
