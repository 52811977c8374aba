import { describe, expect, it } from 'vitest'

import type { RedirectTarget } from '#app/lib/routing/redirect-rules.ts'
import { decidePageRequest, type PageRequest, type RuleContext } from '#app/lib/routing/request-rules.ts'
import { prodConfig } from './site-config.fixture'

const config = prodConfig

const rules: Record<string, RedirectTarget> = {
  '/old/': { kind: 'internal', path: '/new/' },
  '/gone/': { kind: 'external', url: 'https://elsewhere.example/page' },
}

function decide(url: string, overrides: Partial<PageRequest> = {}, ctx: Partial<RuleContext> = {}) {
  return decidePageRequest(
    {
      url,
      host: 'main.example',
      userAgent: 'Mozilla/5.0',
      acceptLanguage: null,
      localeCookie: undefined,
      ...overrides,
    },
    { config, variant: 'MAIN', lookupRedirect: (path) => rules[path], randomDigits: () => '9'.repeat(20), ...ctx },
  )
}

describe('canonical URLs', () => {
  it('adds the trailing slash with a 301 and keeps the query byte for byte', async () => {
    expect(await decide('https://main.example/servers?a=1&a=2&b=x%20y')).toMatchObject({
      type: 'redirect',
      status: 301,
      location: '/servers/?a=1&a=2&b=x%20y',
    })
  })

  it('lowercases in the same single redirect', async () => {
    expect(await decide('https://main.example/DE/Servers?Q=A')).toMatchObject({
      status: 301,
      location: '/de/servers/?Q=A',
    })
  })

  it('sends /en/ and nested locale prefixes to their page', async () => {
    expect(await decide('/en/servers/')).toMatchObject({ status: 301, location: '/servers/' })
    expect(await decide('/de/en/servers/?x=1')).toMatchObject({ status: 301, location: '/servers/?x=1' })
    expect(await decide('/de/ru/servers/', { host: 'ru.example' })).toMatchObject({
      status: 301,
      location: '/ru/servers/',
    })
  })

  it('renders canonical pages and ignores non-page paths', async () => {
    expect(await decide('/de/servers/')).toEqual({ type: 'render' })
    expect(await decide('/api/user')).toEqual({ type: 'render' })
    expect(await decide('/assets/App.JS')).toEqual({ type: 'render' })
  })
})

describe('redirect table', () => {
  it('answers 301 to a relative target, keeping the query', async () => {
    expect(await decide('/old/?a=1')).toMatchObject({ status: 301, location: '/new/?a=1' })
  })

  it('looks up the canonical path so one redirect does both', async () => {
    expect(await decide('/OLD?a=1')).toMatchObject({ status: 301, location: '/new/?a=1' })
  })

  it('answers 301 to an absolute external target', async () => {
    expect(await decide('/gone/')).toMatchObject({ status: 301, location: 'https://elsewhere.example/page' })
  })

  it('applies an unprefixed rule in every language, to the same page in that language', async () => {
    expect(await decide('/de/old/?a=1')).toMatchObject({ status: 301, location: '/de/new/?a=1' })
    expect(await decide('/ja/OLD')).toMatchObject({ status: 301, location: '/ja/new/' })
    expect(await decide('/fr/gone/')).toMatchObject({ status: 301, location: 'https://elsewhere.example/page' })
  })

  it('lets a rule of the prefixed path win over the unprefixed one', async () => {
    const table: Record<string, RedirectTarget> = {
      '/old/': { kind: 'internal', path: '/new/' },
      '/de/old/': { kind: 'internal', path: '/de/neu/' },
      '/home/': { kind: 'internal', path: '/de/' },
    }
    const lookupRedirect = (path: string) => table[path]
    expect(await decide('/de/old/', {}, { lookupRedirect })).toMatchObject({ location: '/de/neu/' })
    expect(await decide('/es/old/', {}, { lookupRedirect })).toMatchObject({ location: '/es/new/' })
    // A target that names its language keeps it.
    expect(await decide('/es/home/', {}, { lookupRedirect })).toMatchObject({ location: '/de/' })
  })

  it('makes one redirect of a chain through the languages, and none of a loop', async () => {
    const chain: Record<string, RedirectTarget> = {
      '/a/': { kind: 'internal', path: '/b/' },
      '/de/b/': { kind: 'internal', path: '/de/c/' },
    }
    expect(await decide('/de/a/', {}, { lookupRedirect: (path) => chain[path] })).toMatchObject({
      status: 301,
      location: '/de/c/',
    })
    const loop: Record<string, RedirectTarget> = {
      '/a/': { kind: 'internal', path: '/b/' },
      '/de/b/': { kind: 'internal', path: '/de/a/' },
    }
    // The table's own rule still applies; the language rule that would lead back is not followed.
    expect(await decide('/de/b/', {}, { lookupRedirect: (path) => loop[path] })).toMatchObject({
      location: '/de/a/',
    })
    expect(await decide('/de/a/', {}, { lookupRedirect: (path) => loop[path] })).toEqual({ type: 'render' })
  })
})

describe('variants', () => {
  it('sends ru pages on another host to the RU site', async () => {
    expect(await decide('/ru/servers/?a=1')).toMatchObject({
      status: 301,
      location: 'https://ru.example/ru/servers/?a=1',
    })
  })

  it('sends ar pages to the AR site but leaves other locales alone', async () => {
    expect(await decide('/ar/', { host: 'ru.example' })).toMatchObject({ location: 'https://ar.example/ar/' })
    expect(await decide('/de/', { host: 'ru.example' }, { variant: 'RU' })).toEqual({ type: 'render' })
  })

  it('regenerates ids on the RU variant only, with a 302', async () => {
    const url = '/ru/?regenerate=true&uid=u12345678901234567890&b=x%20y'
    expect(await decide(url, { host: 'ru.example' }, { variant: 'RU' })).toMatchObject({
      status: 302,
      location: `/ru/?uid=u${'9'.repeat(20)}&b=x%20y`,
    })
    expect(await decide('/?regenerate=true&uid=u12345678901234567890')).toMatchObject({ type: 'render' })
  })
})

describe('locale detection on the root', () => {
  it('redirects a German browser with 302, keeps the query, varies and sets the cookie', async () => {
    const decision = await decide('/?utm=1', { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })
    expect(decision).toMatchObject({ type: 'redirect', status: 302, location: '/de/?utm=1' })
    expect(decision.headers?.Vary).toBe('Cookie, Accept-Language')
    expect(decision.headers?.['Set-Cookie']).toBe(
      'i18n_redirected=de; Max-Age=31536000; Domain=main.example; Path=/; SameSite=Lax; Secure',
    )
  })

  it('lets the cookie win over the browser language', async () => {
    expect(await decide('/', { acceptLanguage: 'de', localeCookie: 'fr' })).toMatchObject({ location: '/fr/' })
    expect(await decide('/', { acceptLanguage: 'de', localeCookie: 'en' })).toEqual({
      type: 'render',
      headers: { Vary: 'Cookie, Accept-Language' },
    })
  })

  it('does not set the cookie again when it already says so', async () => {
    const decision = await decide('/', { localeCookie: 'it' })
    expect(decision).toMatchObject({ location: '/it/' })
    expect(decision.headers?.['Set-Cookie']).toBeUndefined()
  })

  it('sends a Russian browser straight to the RU site', async () => {
    expect(await decide('/', { acceptLanguage: 'ru-RU' })).toMatchObject({ location: 'https://ru.example/ru/' })
  })

  it('never redirects crawlers or prefixed URLs', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(await decide('/', { acceptLanguage: 'de', userAgent: googlebot })).toMatchObject({ type: 'render' })
    expect(await decide('/fr/', { acceptLanguage: 'de' })).toEqual({ type: 'render' })
    expect(await decide('/servers/', { acceptLanguage: 'de' })).toEqual({ type: 'render' })
  })
})
