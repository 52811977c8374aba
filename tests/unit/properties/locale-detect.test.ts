import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { detectLocale, localeFromLanguages, localeFromLanguageTag, parseAcceptLanguage } from '#app/lib/i18n/detect.ts'
import { bcp47, isLocale, LOCALES, textDirection } from '#app/lib/i18n/locales.ts'
import { PROTOTYPE_KEYS, RUNS, anyString, localeLike } from './arbitraries'

const WELL_FORMED_TAG = /^[a-zA-Z]{1,8}(?:[-_][a-zA-Z0-9]{1,8})*$/
const subtag = fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/)
/** Well-formed language tags, with our locales and their browser spellings over-represented. */
const languageTag = fc.oneof(
  fc.constantFrom(...LOCALES, 'uk', 'fil', 'tl', 'nb', 'pt-BR', 'zh-Hant-TW', 'EN-us', 'de_AT', ...PROTOTYPE_KEYS),
  fc
    .tuple(fc.stringMatching(/^[a-zA-Z]{1,8}$/), fc.array(subtag, { maxLength: 2 }))
    .map(([primary, rest]) => [primary, ...rest].join('-')),
)

/** A q parameter: valid RFC 9110 qvalues, and malformed ones that must be ignored (q stays 1). */
const qParam = fc.oneof(
  fc.constantFrom('0', '0.', '0.5', '0.05', '0.123', '1', '1.', '1.0', '1.000').map((q) => ({ text: q, q: Number(q) })),
  fc.integer({ min: 0, max: 1000 }).map((n) => ({ text: (n / 1000).toFixed(3), q: n / 1000 })),
  fc.constantFrom('1.5', '1.999', '2', '-1', 'abc', '0.1234', '', '.5').map((text) => ({ text, q: 1 })),
)
const space = fc.constantFrom('', ' ', '  ', '\t')

const acceptEntry = fc.record({ tag: languageTag, q: fc.option(qParam, { nil: undefined }), ws: space })

describe('parseAcceptLanguage', () => {
  it('orders tags by q (stable for equal q), drops q=0, and ignores malformed q values', () => {
    fc.assert(
      fc.property(fc.array(acceptEntry, { maxLength: 8 }), (entries) => {
        const header = entries
          .map(({ tag, q, ws }) => `${ws}${tag}${q === undefined ? '' : `${ws};${ws}q=${q.text}`}${ws}`)
          .join(',')
        const expected = entries
          .map(({ tag, q }, index) => ({ tag, q: q?.q ?? 1, index }))
          .filter((e) => e.q > 0 && WELL_FORMED_TAG.test(e.tag))
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((e) => e.tag)
        expect(parseAcceptLanguage(header)).toEqual(expected)
      }),
      {
        ...RUNS,
        examples: [
          [
            [
              { tag: 'ar', q: undefined, ws: '' },
              { tag: 'it', q: { text: '1.5', q: 1 }, ws: '' },
            ],
          ],
        ],
      },
    )
  })

  it('never throws and only returns well-formed tags that were in the header', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.constant(null), fc.constant(undefined)), (header) => {
        const tags = parseAcceptLanguage(header)
        for (const tag of tags) {
          expect(tag).toMatch(WELL_FORMED_TAG)
          expect(header).toContain(tag)
        }
      }),
      RUNS,
    )
  })
})

describe('language tags to site locales', () => {
  it('maps any string to a supported locale or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, languageTag, localeLike), (tag) => {
        const locale = localeFromLanguageTag(tag)
        expect(locale === undefined || isLocale(locale)).toBe(true)
      }),
      { ...RUNS, examples: [['constructor'], ['Constructor-US']] },
    )
  })

  it('maps every locale but the URL-only codes ph/ua to itself, in any case and with a region', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.constantFrom('', '-XX', '_yy', '-Latn-ZZ'), (locale, region) => {
        const tag = `${locale.toUpperCase()}${region}`
        if (locale === 'ph' || locale === 'ua') expect(localeFromLanguageTag(tag)).toBeUndefined()
        else expect(localeFromLanguageTag(tag)).toBe(locale)
        // The browser spelling of ph/ua is what the site sends to browsers, and it maps back.
        expect(localeFromLanguageTag(bcp47(locale))).toBe(locale)
      }),
      RUNS,
    )
  })

  it('takes the first tag that maps, whatever follows', () => {
    fc.assert(
      fc.property(fc.array(languageTag, { maxLength: 6 }), (tags) => {
        const first = tags.map(localeFromLanguageTag).find((l) => l !== undefined)
        expect(localeFromLanguages(tags)).toBe(first)
      }),
      RUNS,
    )
  })
})

describe('detectLocale (spec 2: cookie, then browser language, then route)', () => {
  it('always answers a supported locale, never throws', () => {
    fc.assert(
      fc.property(
        fc.option(localeLike, { nil: undefined }),
        fc.oneof(anyString, fc.constant(null)),
        fc.constantFrom(...LOCALES),
        (cookie, header, routeLocale) => {
          const locale = detectLocale({ cookie, browserLanguages: parseAcceptLanguage(header), routeLocale })
          expect(isLocale(locale)).toBe(true)
          expect(['ltr', 'rtl']).toContain(textDirection(locale))
        },
      ),
      RUNS,
    )
  })

  it('lets a valid cookie win, then the browser, then the route', () => {
    fc.assert(
      fc.property(
        fc.option(localeLike, { nil: undefined }),
        fc.array(languageTag, { maxLength: 4 }),
        fc.constantFrom(...LOCALES),
        (cookie, browserLanguages, routeLocale) => {
          const locale = detectLocale({ cookie, browserLanguages, routeLocale })
          if (isLocale(cookie)) expect(locale).toBe(cookie)
          else expect(locale).toBe(localeFromLanguages(browserLanguages) ?? routeLocale)
        },
      ),
      RUNS,
    )
  })

  it('isLocale accepts exactly the 20 codes', () => {
    fc.assert(
      fc.property(fc.oneof(localeLike, fc.anything()), (value) => {
        expect(isLocale(value)).toBe(typeof value === 'string' && (LOCALES as readonly string[]).includes(value))
      }),
      RUNS,
    )
  })
})
