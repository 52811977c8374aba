import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { analyticsAllowed, parseConsent } from '#app/features/consent/consent-rules.ts'
import { localeCookie } from '#app/lib/i18n/locale-cookie.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { COOKIE, readCookie, serializeCookie, type CookieOptions } from '#contracts/cookies.ts'
import { affiliateCookiesFromQuery } from '#app/lib/site/affiliate-landing.ts'
import { siteCookie } from '#app/lib/site/site-cookies.ts'
import { cookieDomain, VARIANTS, type SiteConfig } from '#app/lib/site/variants.ts'
import { countryCookieUpdate, visitorCountry } from '#app/lib/site/visitor-country.ts'
import { prodConfig } from '../site-config.fixture'
import { RUNS, anyString, urlish } from './arbitraries'

/** RFC 6265 cookie names are tokens. */
const cookieName = fc.oneof(
  fc.constantFrom(...Object.values(COOKIE)),
  fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,20}$/),
)
/** Values: any well-formed text (serialising percent-encodes it). */
const cookieValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  urlish(6).map((s) => s.replace(/[\uD800-\uDFFF]/g, '')),
)
const otherCookie = fc.tuple(cookieName, cookieValue).map(([n, v]) => ({ name: n, value: v }))

/** The `name=value` pair a browser sends back for a `Set-Cookie` line. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!

const configs: SiteConfig[] = [
  prodConfig,
  { ...prodConfig, crossOrigin: true },
  {
    env: 'DEV',
    protocol: 'http',
    domains: { MAIN: 'localhost:3000', RU: 'localhost:3000', AR: 'localhost:3000' },
    subdomains: false,
    crossOrigin: false,
  },
  { ...prodConfig, domains: { MAIN: '127.0.0.1:3000', RU: 'ru.localhost:3000', AR: 'ar.example:8443' } },
]

describe('readCookie / serializeCookie', () => {
  it('round-trips any value among other cookies, the first of a repeated name winning', () => {
    fc.assert(
      fc.property(
        fc.array(otherCookie, { maxLength: 4 }),
        cookieName,
        cookieValue,
        fc.array(otherCookie, { maxLength: 4 }),
        fc.constantFrom('; ', ';', ' ;  '),
        (before, name, value, after, separator) => {
          const others = before.filter((c) => c.name !== name)
          const header = [...others, { name, value }, ...after]
            .map((c) => sentBack(serializeCookie(c.name, c.value)))
            .join(separator)
          expect(readCookie(header, name)).toBe(value)
          for (const other of others)
            expect(readCookie(header, other.name)).toBe(others.find((c) => c.name === other.name)!.value)
        },
      ),
      RUNS,
    )
  })

  it('answers undefined for a name that is not there', () => {
    fc.assert(
      fc.property(fc.array(otherCookie, { maxLength: 5 }), cookieName, (cookies, name) => {
        const header = cookies
          .filter((c) => c.name !== name)
          .map((c) => sentBack(serializeCookie(c.name, c.value)))
          .join('; ')
        expect(readCookie(header, name)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it('never throws on any header or name', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.constant(null), fc.constant(undefined)), anyString, (header, name) => {
        const value = readCookie(header, name)
        expect(value === undefined || typeof value === 'string').toBe(true)
      }),
      RUNS,
    )
  })

  const options: fc.Arbitrary<CookieOptions> = fc.record(
    {
      maxAge: fc.double({ min: 0, max: 1e9, noNaN: true }),
      domain: fc.constantFrom('example.com', 'ru.example'),
      path: fc.constantFrom('/', '/de/'),
      sameSite: fc.constantFrom('Lax', 'Strict', 'None'),
      secure: fc.boolean(),
      httpOnly: fc.boolean(),
    },
    { requiredKeys: [] },
  )

  it('writes a value of cookie-octets only, one Path, an integer Max-Age, and Secure for SameSite=None', () => {
    fc.assert(
      fc.property(cookieName, cookieValue, options, (name, value, opts) => {
        const line = serializeCookie(name, value, opts)
        const [pair, ...attributes] = line.split('; ')
        // RFC 6265 cookie-octet: no controls, whitespace, DQUOTE, comma, semicolon or backslash.
        expect(pair!.slice(name.length + 1)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/)
        expect(attributes.filter((a) => a.startsWith('Path='))).toHaveLength(1)
        const maxAge = attributes.find((a) => a.startsWith('Max-Age='))
        if (maxAge) expect(maxAge).toMatch(/^Max-Age=\d+$/)
        expect(attributes.includes('Secure')).toBe(Boolean(opts.secure) || opts.sameSite === 'None')
        expect(attributes.includes('HttpOnly')).toBe(Boolean(opts.httpOnly))
      }),
      RUNS,
    )
  })
})

describe('site cookies (spec 9)', () => {
  it('siteCookie sets or removes on the variant scope, Secure on HTTPS or cross-origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...configs),
        fc.constantFrom(...VARIANTS),
        cookieName,
        cookieValue,
        fc.boolean(),
        (config, variant, name, value, remove) => {
          const line = siteCookie(name, value, { config, variant }, remove)
          expect(readCookie(sentBack(line), name)).toBe(remove ? '' : value)
          expect(line).toContain(remove ? 'Max-Age=0' : 'Max-Age=63113851')
          const domain = cookieDomain(config, variant)
          expect(line.includes('; Domain=')).toBe(domain !== undefined)
          if (domain) expect(line).toContain(`; Domain=${domain};`)
          expect(line.includes('; Secure')).toBe(config.protocol === 'https' || config.crossOrigin)
          expect(line).toContain(config.crossOrigin ? 'SameSite=None' : 'SameSite=Lax')
        },
      ),
      RUNS,
    )
  })

  it('the locale cookie stores exactly the locale, for a year, Secure on HTTPS or cross-origin', () => {
    fc.assert(
      fc.property(fc.constantFrom(...configs), fc.constantFrom(...VARIANTS), fc.constantFrom(...LOCALES), (c, v, l) => {
        const line = localeCookie(l, c, v)
        expect(readCookie(sentBack(line), COOKIE.locale)).toBe(l)
        expect(line).toContain('Max-Age=31536000')
        expect(line.includes('; Secure')).toBe(c.protocol === 'https' || c.crossOrigin)
      }),
      RUNS,
    )
  })

  it('cookie domains never carry a port and are never set for local hosts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...configs), fc.constantFrom(...VARIANTS), (config, variant) => {
        const domain = cookieDomain(config, variant)
        if (domain === undefined) return
        expect(domain).not.toMatch(/:\d+$|^[\d.]+$|localhost$/)
        expect(config.domains[variant].startsWith(domain)).toBe(true)
      }),
      RUNS,
    )
  })
})

describe('consent cookie', () => {
  it('parses only the two answers; analytics only after "accepted"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('accepted', 'declined', 'Accepted', ' accepted', ''), anyString), (raw) => {
        const header = sentBack(serializeCookie(COOKIE.cookiesPopupStatus, raw))
        const status = parseConsent(readCookie(header, COOKIE.cookiesPopupStatus))
        expect(status).toBe(raw === 'accepted' || raw === 'declined' ? raw : undefined)
        expect(analyticsAllowed(status)).toBe(raw === 'accepted')
      }),
      RUNS,
    )
  })
})

describe('affiliate landing cookies', () => {
  it('keeps only plain bounded ids from any query, and they survive a cookie round trip', () => {
    const param = fc.oneof(fc.stringMatching(/^[\w.~-]{1,70}$/), urlish(5))
    fc.assert(
      fc.property(
        fc.option(param, { nil: undefined }),
        fc.option(param, { nil: undefined }),
        anyString,
        (aid, btag, noise) => {
          const query = new URLSearchParams(noise.replace(/^\?/, ''))
          if (aid !== undefined) query.set('a_aid', aid)
          if (btag !== undefined) query.set('btag', btag)
          const found = affiliateCookiesFromQuery(query)
          expect(found.map((c) => c.name)).toEqual(
            [
              aid !== undefined && /^[\w.~-]{1,64}$/.test(aid) && COOKIE.affiliateId,
              btag !== undefined && /^[\w.~-]{1,128}$/.test(btag) && COOKIE.btag,
            ].filter(Boolean),
          )
          for (const { name, value } of found) {
            expect(readCookie(sentBack(siteCookie(name, value, { config: prodConfig, variant: 'MAIN' })), name)).toBe(
              value,
            )
          }
        },
      ),
      RUNS,
    )
  })
})

describe('country from a trusted proxy', () => {
  const trusted = new Set(['127.0.0.1', '10.0.0.1'])
  const headerValue = fc.oneof(
    fc.constantFrom('de', 'DE', ' us ', 'XX', 'T1', 'deu', ''),
    fc.stringMatching(/^[\x20-\x7e]{0,4}$/),
  )

  it('is believed only from a trusted peer, and only as two letters that are not XX', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, '127.0.0.1', '::ffff:127.0.0.1', '10.0.0.1', '203.0.113.9', '::1'),
        fc.option(headerValue, { nil: undefined }),
        fc.option(headerValue, { nil: undefined }),
        (peer, xCountry, cfCountry) => {
          const headers = new Headers()
          if (xCountry !== undefined) headers.set('x-country-code', xCountry)
          if (cfCountry !== undefined) headers.set('cf-ipcountry', cfCountry)
          const country = visitorCountry(headers, peer, trusted)
          if (!peer || !trusted.has(peer.replace(/^::ffff:/, ''))) expect(country).toBeUndefined()
          if (country !== undefined) {
            expect(country).toMatch(/^[A-Z]{2}$/)
            expect(country).not.toBe('XX')
          }
          const update = countryCookieUpdate(country === undefined ? undefined : 'DE', country)
          expect(update === undefined || update === country).toBe(true)
        },
      ),
      RUNS,
    )
  })
})
