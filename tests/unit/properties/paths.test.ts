import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { LOCALES, isLocale } from '#app/lib/i18n/locales.ts'
import { localePrefixRedirect, localizePath, splitLocale } from '#app/lib/routing/locale-path.ts'
import { canonicalPagePath, isPagePath, lowercasePath, rawQuery } from '#app/lib/routing/page-path.ts'
import { RUNS, anyString, hostilePath, pathish, plainPagePath, plainSegment, urlish } from './arbitraries'

const ESCAPE = /%[0-9a-fA-F]{2}/g
const escapes = (s: string) => s.match(ESCAPE) ?? []
const withoutEscapes = (s: string) => s.replace(ESCAPE, '')
const anyPath = fc.oneof(pathish, anyString, hostilePath)

describe('canonicalPagePath (spec 2: trailing slash, lowercase, one 301)', () => {
  it('is idempotent: a canonical path needs no second redirect', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const once = canonicalPagePath(path)
        expect(canonicalPagePath(once)).toBe(once)
      }),
      RUNS,
    )
  })

  it('ends with a slash and never starts a protocol-relative or backslash URL', () => {
    fc.assert(
      fc.property(pathish, (path) => {
        const canonical = canonicalPagePath(path)
        expect(canonical.endsWith('/')).toBe(true)
        expect(canonical.startsWith('/')).toBe(true)
        // Browsers read `\` as `/` and drop tabs and newlines: none of them may survive.
        expect(canonical).not.toMatch(/\/\/|\\|[\t\n\r]/)
        expect(new URL(canonical, 'https://site.example').origin).toBe('https://site.example')
      }),
      { ...RUNS, examples: [['/\\evil.example'], ['/\t/evil.example']] },
    )
  })

  it('lowercases everything except percent-escapes, which stay byte for byte', () => {
    const printablePath = pathish.map((path) => path.replace(/[^\x20-\x7e]/g, ''))
    fc.assert(
      fc.property(printablePath, (path) => {
        const canonical = canonicalPagePath(path)
        expect(withoutEscapes(canonical)).toBe(withoutEscapes(canonical).toLowerCase())
        expect(escapes(canonical)).toEqual(escapes(path))
      }),
      RUNS,
    )
  })

  it('encodes controls and non-ASCII as UTF-8 escapes, so the result is a valid header value', () => {
    fc.assert(
      fc.property(pathish, (path) => {
        expect(canonicalPagePath(path)).toMatch(/^[\x20-\x7e]*$/)
      }),
      { ...RUNS, examples: [['/\u0000'], ['/İ\n']] },
    )
  })

  it('keeps well-formed text: decoding the result gives the lowercased, collapsed path', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/[\t\n\r\\%]/g, ''))
    fc.assert(
      fc.property(text, (path) => {
        const collapsed = `/${path}/`.replace(/\/+/g, '/').toLowerCase()
        expect(decodeURIComponent(canonicalPagePath(path))).toBe(collapsed)
      }),
      RUNS,
    )
  })

  it('is case-insensitive for ASCII paths without escapes', () => {
    const asciiPath = fc.string({ unit: 'binary-ascii', maxLength: 40 }).filter((s) => !s.includes('%'))
    fc.assert(
      fc.property(asciiPath, (path) => {
        expect(canonicalPagePath(`/${path.toUpperCase()}`)).toBe(canonicalPagePath(`/${path.toLowerCase()}`))
      }),
      RUNS,
    )
  })

  it('leaves plain canonical page paths alone', () => {
    fc.assert(
      fc.property(plainPagePath, (path) => {
        expect(canonicalPagePath(path)).toBe(path)
        expect(lowercasePath(path)).toBe(path)
      }),
      RUNS,
    )
  })
})

describe('isPagePath', () => {
  const endpointPrefix = fc.constantFrom('/api/', '/_serverFn/', '/assets/', '/builds/', '/@vite/', '/__x')

  it('never treats framework or API endpoints as pages', () => {
    fc.assert(
      fc.property(endpointPrefix, urlish(), (prefix, rest) => {
        expect(isPagePath(prefix + rest)).toBe(false)
      }),
      RUNS,
    )
  })

  it('never treats a file (name with an extension) as a page, whatever comes before it', () => {
    const extension = fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/)
    fc.assert(
      fc.property(pathish, plainSegment, extension, (dir, name, ext) => {
        expect(isPagePath(`${dir}/${name}.${ext}`)).toBe(false)
      }),
      RUNS,
    )
  })

  it('treats plain page paths as pages and never throws', () => {
    fc.assert(
      fc.property(plainPagePath, anyString, (path, any) => {
        expect(isPagePath(path) || /^\/(api|assets|builds)\//.test(path)).toBe(true)
        expect(typeof isPagePath(any)).toBe('boolean')
      }),
      RUNS,
    )
  })
})

describe('rawQuery', () => {
  const noQueryOrHash = urlish().map((s) => s.replace(/[?#]/g, ''))

  it('returns the query exactly as sent, without the fragment', () => {
    fc.assert(
      fc.property(noQueryOrHash, urlish(), fc.option(urlish(), { nil: undefined }), (base, query, hash) => {
        const cleanQuery = query.replace(/#/g, '')
        const url = `${base}?${cleanQuery}${hash === undefined ? '' : `#${hash}`}`
        expect(rawQuery(url)).toBe(`?${cleanQuery}`)
        expect(rawQuery(base)).toBe('')
      }),
      RUNS,
    )
  })

  it('is empty or a `?`-prefixed substring without `#` for any input', () => {
    fc.assert(
      fc.property(anyString, (url) => {
        const query = rawQuery(url)
        expect(query === '' || (query.startsWith('?') && url.includes(query))).toBe(true)
        expect(query).not.toContain('#')
      }),
      RUNS,
    )
  })
})

describe('locale prefixes', () => {
  const locale = fc.constantFrom(...LOCALES)

  it('splitLocale undoes localizePath', () => {
    fc.assert(
      fc.property(
        locale.filter((l) => l !== 'en'),
        anyPath,
        (l, path) => {
          expect(splitLocale(localizePath(path, l))).toEqual({
            locale: l,
            path: localizePath(path, 'en'),
            prefixed: true,
          })
        },
      ),
      { ...RUNS, examples: [['ar', '/\r']] },
    )
  })

  it('localizePath never makes a protocol-relative or backslash link, whatever it is given', () => {
    fc.assert(
      fc.property(locale, anyPath, (l, path) => {
        const localized = localizePath(path, l)
        expect(localized).toMatch(/^\/(?![/\\])/)
        expect(new URL(localized, 'https://site.example/de/x/').origin).toBe('https://site.example')
      }),
      {
        ...RUNS,
        examples: [
          ['en', '/\t/evil.example'],
          ['de', '//evil.example'],
        ],
      },
    )
  })

  it('splitLocale always answers a supported locale and a suffix of the input', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const split = splitLocale(path)
        expect(isLocale(split.locale)).toBe(true)
        if (split.prefixed) {
          expect([`/${split.locale}`, `/${split.locale}${split.path}`]).toContain(path)
        } else {
          expect(split).toEqual({ locale: 'en', path, prefixed: false })
        }
      }),
      RUNS,
    )
  })

  it('localizePath always yields a path with exactly the requested prefix', () => {
    fc.assert(
      fc.property(locale, plainPagePath, (l, path) => {
        const localized = localizePath(path, l)
        expect(localized.startsWith('/')).toBe(true)
        expect(localized).toBe(l === 'en' ? path : `/${l}${path}`)
      }),
      RUNS,
    )
  })

  const prefixedPath = fc
    .tuple(fc.array(fc.constantFrom(...LOCALES, 'xx', 'EN'), { maxLength: 5 }), plainPagePath)
    .map(([prefixes, path]) => canonicalPagePath(`/${prefixes.join('/')}${path}`))

  it('localePrefixRedirect resolves nested prefixes in one step to a stable, canonical suffix', () => {
    fc.assert(
      fc.property(fc.oneof(prefixedPath, anyPath.map(canonicalPagePath)), (path) => {
        const target = localePrefixRedirect(path)
        if (target === undefined) return
        expect(target).not.toBe(path)
        expect(path.endsWith(target)).toBe(true)
        expect(localePrefixRedirect(target)).toBeUndefined()
        expect(canonicalPagePath(target)).toBe(target)
        expect(target.startsWith('/en/')).toBe(false)
      }),
      RUNS,
    )
  })

  it('never leaves an `/en/` prefix or a locale in front of en|ru|ar', () => {
    fc.assert(
      fc.property(prefixedPath, (path) => {
        const final = localePrefixRedirect(path) ?? path
        const [, first = '', second = ''] = final.split('/')
        expect(first === 'en' && final !== '/en/').toBe(false)
        if (isLocale(first) && final.split('/').length > 3) expect(['en', 'ru', 'ar']).not.toContain(second)
      }),
      RUNS,
    )
  })
})
