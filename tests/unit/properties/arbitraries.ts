import fc from 'fast-check'

import { LOCALES } from '#app/lib/i18n/locales.ts'

/**
 * Shared generators for the property tests. Random strings alone rarely hit the cases parsers get
 * wrong, so most generators splice in pieces known to be tricky: separators, encodings, control
 * characters, scheme-like prefixes, locale codes in odd case and object-prototype names.
 */

/** Enough runs to find the bugs these properties target, few enough for a folder run of seconds. */
export const RUNS = { numRuns: 200 } as const

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']

export const URL_PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\/',
  '.',
  '..',
  '/./',
  '/../',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%2e',
  '%2E%2E',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '%25',
  '%252F',
  '%',
  '%zz',
  '%C3%A9',
  '%C3%89',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u007f',
  ' ',
  '?',
  '#',
  '&',
  '=',
  ':',
  '@',
  ';',
  'http:',
  'https://',
  'javascript:',
  'evil.com',
  'en',
  'EN',
  'de',
  'ru',
  'Ru',
  'ar',
  'ua',
  'xx',
  'api',
  '_serverFn',
  'assets',
  'a',
  'B',
  'Servers',
  'é',
  'É',
  'İ',
  'ß',
  'index.html',
  '.png',
  'u12345678901234567890',
  'regenerate=true',
  ...PROTOTYPE_KEYS,
]

/** A short random string of any UTF-16 code units (lone surrogates and controls included). */
export const anyChars = (maxLength = 3) => fc.string({ unit: 'binary', maxLength })

/** Strings spliced from tricky URL pieces and random characters. */
export const urlish = (maxPieces = 10) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...URL_PIECES) }, { weight: 1, arbitrary: anyChars() }), {
      maxLength: maxPieces,
    })
    .map((pieces) => pieces.join(''))

/** A path as a request line could carry it: always a leading slash, anything after. */
export const pathish = urlish().map((rest) => `/${rest}`)

/** Any string at all: tricky pieces or plain random code units. */
export const anyString = fc.oneof(urlish(), fc.string({ unit: 'binary', maxLength: 80 }))

/** Locale codes, also in odd case, plus near misses. */
export const localeLike = fc.oneof(
  fc.constantFrom(...LOCALES),
  fc.constantFrom(...LOCALES).map((l) => l.toUpperCase()),
  fc.constantFrom('xx', 'en-US', 'pt-BR', 'uk', 'fil', 'zh', '', ' de', 'de ', ...PROTOTYPE_KEYS),
  anyChars(4),
)

/** One lowercase path segment a real page could have. */
export const plainSegment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/)

/** `/a/b-c/` style page paths (canonical: lowercase, single slashes, trailing slash). */
export const plainPagePath = fc
  .array(plainSegment, { maxLength: 4 })
  .map((segments) => (segments.length ? `/${segments.join('/')}/` : '/'))

/** Characters a WHATWG-serialised query can hold (what a server actually receives), `#` excluded. */
export const queryChar = fc.constantFrom(..."abcXYZ019-._~!$&'()*+,;=:@/?%".split(''), '%20', '%C3%A9', '%23', '%26')

export const rawQueryString = fc.oneof(
  fc.constant(''),
  fc.array(queryChar, { maxLength: 20 }).map((chars) => `?${chars.join('')}`),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('a', 'b', 'uid', 'u', 'regenerate', 'source', 'utm_source', 'Q'),
        fc.constantFrom('', '1', 'true', 'x%20y', 'u12345678901234567890', 'u1234567890123456789', 'app'),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '')),
)

/** Paths that try to leave the site once a browser reads them: `//host`, `/\host`, `/<tab>/host`… */
export const hostilePath = fc
  .tuple(
    fc.constantFrom(
      '//',
      '///',
      '/\\',
      '\\\\',
      '\\/',
      '/\t/',
      '\t//',
      '/\n/',
      '\r\n//',
      ' //',
      '/%2F',
      '/%5C',
      '/%09/',
    ),
    fc.constantFrom('evil.example', 'evil.example/', '@evil.example', 'evil.example:443/x'),
    urlish(3),
  )
  .map(([prefix, host, rest]) => `${prefix}${host}${rest}`)
