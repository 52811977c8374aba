import { describe, expect, it } from 'vitest'

import { chatLocale, shouldLoadChat } from '#app/features/chat/support-chat-rules.ts'
import { analyticsAllowed, parseConsent } from '#app/features/consent/consent-rules.ts'
import { shouldAutoOpenFreeLocations } from '#app/features/free-locations/free-locations-rules.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { affiliateCookiesFromQuery } from '#app/lib/site/affiliate-landing.ts'
import { queryCookies } from '#app/lib/site/query-cookies.ts'
import { siteCookie } from '#app/lib/site/site-cookies.ts'
import { countryCookieUpdate, visitorCountry } from '#app/lib/site/visitor-country.ts'
import { prodConfig } from './site-config.fixture'

const siteConfig = (change: Partial<typeof prodConfig>) => ({ ...prodConfig, ...change })

describe('support chat (spec 2/9)', () => {
  it.each([
    [{ configured: true, windowWidth: 576, isSourceApp: false }, true],
    [{ configured: true, windowWidth: 575, isSourceApp: false }, false],
    [{ configured: true, windowWidth: 375, isSourceApp: false }, false],
    [{ configured: true, windowWidth: 1920, isSourceApp: true }, false],
    [{ configured: false, windowWidth: 1920, isSourceApp: false }, false],
  ])('%o → %s', (input, expected) => {
    expect(shouldLoadChat(input)).toBe(expected)
  })

  it('maps ua to uk and keeps the other codes', () => {
    expect(chatLocale('ua')).toBe('uk')
    expect(chatLocale('ph')).toBe('fil')
    for (const locale of LOCALES.filter((l) => l !== 'ua' && l !== 'ph')) expect(chatLocale(locale)).toBe(locale)
  })
})

describe('cookie consent', () => {
  it.each([
    ['accepted', 'accepted', true],
    ['declined', 'declined', false],
    [undefined, undefined, false],
    ['yes', undefined, false],
  ])('%s → %s, analytics %s', (raw, parsed, allowed) => {
    expect(parseConsent(raw)).toBe(parsed)
    expect(analyticsAllowed(parseConsent(raw))).toBe(allowed)
  })
})

describe('free-locations modal opens by itself once, when the page is quiet', () => {
  const quiet = {
    cookie: undefined,
    consentAnswered: true,
    servicePopupShown: false,
    isSourceApp: false,
    premium: false,
  }
  it.each([
    [{}, true],
    [{ cookie: '0' }, false],
    [{ consentAnswered: false }, false],
    [{ servicePopupShown: true }, false],
    [{ isSourceApp: true }, false],
    [{ premium: true }, false],
  ])('%o → %s', (change, expected) => {
    expect(shouldAutoOpenFreeLocations({ ...quiet, ...change })).toBe(expected)
  })
})

describe('visitor country (country-code cookie)', () => {
  const trusted = new Set(['127.0.0.1', '10.0.0.1'])
  const headers = (entries: Record<string, string>) => new Headers(entries)
  it.each([
    [{ 'x-country-code': 'de' }, '10.0.0.1', 'DE'],
    [{ 'cf-ipcountry': 'FR' }, '::ffff:127.0.0.1', 'FR'],
    [{ 'x-country-code': 'DE' }, '203.0.113.9', undefined],
    [{ 'x-country-code': 'XX' }, '10.0.0.1', undefined],
    [{ 'x-country-code': 'DEU' }, '10.0.0.1', undefined],
    [{ 'x-country-code': '<b>' }, '10.0.0.1', undefined],
    [{}, '10.0.0.1', undefined],
  ])('%o from %s → %s', (entries, peer, expected) => {
    expect(visitorCountry(headers(entries), peer, trusted)).toBe(expected)
  })

  it('is sent only when the server knows a different country', () => {
    expect(countryCookieUpdate(undefined, 'DE')).toBe('DE')
    expect(countryCookieUpdate('FR', 'DE')).toBe('DE')
    expect(countryCookieUpdate('DE', 'DE')).toBeUndefined()
    expect(countryCookieUpdate('DE', undefined)).toBeUndefined()
  })
})

describe('site cookies (spec 9)', () => {
  it('two years on the parent domain of the variant, path /, Secure on https', () => {
    const config = siteConfig({ env: 'PROD', protocol: 'https' })
    expect(siteCookie('country-code', 'DE', { config, variant: 'MAIN' })).toBe(
      'country-code=DE; Max-Age=63113851; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
    expect(siteCookie('fvp_is_logged_in', '', { config, variant: 'MAIN' }, true)).toBe(
      'fvp_is_logged_in=; Max-Age=0; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
  })

  it('no domain on local hosts, SameSite=None when the site runs cross-origin', () => {
    const local = siteConfig({
      protocol: 'http',
      domains: { MAIN: 'localhost:3000', RU: 'localhost:3000', AR: 'localhost:3000' },
    })
    expect(siteCookie('a', '1', { config: local, variant: 'MAIN' })).toBe('a=1; Max-Age=63113851; Path=/; SameSite=Lax')
    const cross = siteConfig({ crossOrigin: true, protocol: 'https' })
    expect(siteCookie('a', '1', { config: cross, variant: 'RU' })).toMatch(/SameSite=None; Secure$/)
  })
})

describe('affiliate landing', () => {
  it.each([
    [
      '?a_aid=partner42&btag=abc.123',
      [
        { name: 'fvp_a_aid', value: 'partner42' },
        { name: 'fvp_btag', value: 'abc.123' },
      ],
    ],
    ['?btag=x', [{ name: 'fvp_btag', value: 'x' }]],
    ['?a_aid=<script>', []],
    [`?a_aid=${'a'.repeat(65)}`, []],
    ['?utm_source=x', []],
  ])('%s', (query, expected) => {
    expect(affiliateCookiesFromQuery(new URLSearchParams(query))).toEqual(expected)
  })
})

describe('the cookies a page’s query sets (query-cookies.ts)', () => {
  const scope = { config: siteConfig({ env: 'PROD', protocol: 'https' }), variant: 'MAIN' as const }

  it('a partner’s ids as site cookies, the app visit as a session cookie', () => {
    expect(queryCookies('?a_aid=p7&btag=b.1&source=app&utm_source=x', scope)).toEqual([
      'fvp_a_aid=p7; Max-Age=63113851; Domain=main.example; Path=/; SameSite=Lax; Secure',
      'fvp_btag=b.1; Max-Age=63113851; Domain=main.example; Path=/; SameSite=Lax; Secure',
      'is_source_app=1; Path=/; SameSite=Lax; Secure',
    ])
  })

  it.each(['', '?', '?utm_source=x&gclid=1', '?source=web', '?source=app&source=app', '?a_aid=%3Cb%3E'])(
    '%j sets none',
    (query) => {
      expect(queryCookies(query, scope)).toEqual([])
    },
  )
})
