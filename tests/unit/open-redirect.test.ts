import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '#app/lib/auth/return-path.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { localizePath, splitLocale } from '#app/lib/routing/locale-path.ts'
import { compileRedirects, RedirectRuleSchema, type RedirectTarget } from '#app/lib/routing/redirect-rules.ts'
import { decidePageRequest, type PageRequest } from '#app/lib/routing/request-rules.ts'
import { originFor, VARIANTS, variantForLocale, type Variant } from '#app/lib/site/variants.ts'
import { BASE_ATTACKS, EVIL_HOST, OPEN_REDIRECT_ATTACKS, staysOnSite } from '../fixtures/open-redirects'
import { prodConfig as config } from './site-config.fixture'

/**
 * No open redirect: every place that turns outside input into a destination (log-in return path,
 * URL rules with the redirect table, locale switch and detection) keeps the visitor on the site
 * whatever variant of "evil.example" it is given.
 */
const SITE = 'https://main.example'
const VARIANT_ORIGINS = VARIANTS.flatMap((variant) =>
  (['base', 'account', 'personal'] as const).map((kind) => originFor(config, variant, kind)),
)
/** The one absolute target the test redirect table holds on purpose (spec: external rows leave the site). */
const TABLE_EXTERNAL = 'https://elsewhere.example'

describe('staysOnSite (the test oracle itself)', () => {
  it.each(['/', '/de/servers/?a=1', '/a/b/', `${SITE}/x/`])('accepts %s', (location) => {
    expect(staysOnSite(location, SITE)).toBe(true)
  })
  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'https://evil.example/',
    ' //evil.example',
    'x/',
  ])('refuses %s', (location) => {
    expect(staysOnSite(location, SITE)).toBe(false)
  })
})

describe('log-in return path (safeReturnPath)', () => {
  it('has all the attack variants to try', () => {
    expect(OPEN_REDIRECT_ATTACKS.length).toBeGreaterThanOrEqual(BASE_ATTACKS.length * 3 - 10)
  })

  it.each(OPEN_REDIRECT_ATTACKS)('%j stays on the site', (attack) => {
    const path = safeReturnPath(attack)
    if (path !== undefined) {
      expect(staysOnSite(path, SITE)).toBe(true)
      expect(new URL(path, SITE).host).not.toContain(EVIL_HOST)
    }
  })

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.example',
    'http://localhost.evil.example',
    'HTTPS://EVIL.EXAMPLE/',
    '/%252F%252Fevil.example',
    '%252F%252Fevil.example',
    '/%255Cevil.example/',
    '/%09/evil.example',
    ' //evil.example',
  ])('%j is refused outright', (attack) => {
    expect(safeReturnPath(attack)).toBeUndefined()
  })

  it.each([
    '/profile-check/?key=AAAAAAAAAAAAAAAAAAAAAAAA',
    '/de/profile-check/?key=AAAAAAAAAAAAAAAAAAAAAAAA',
    '/PROFILE-CHECK/?key=x',
    '/profile-check?key=x',
    '/de/%70rofile-check/?key=x',
    '/%2570rofile-check/?key=x',
    '/profile-check/',
  ])('%j never leads back to the app-key exchange', (path) => {
    expect(safeReturnPath(path)).toBeUndefined()
  })

  it('keeps real return paths, so the check above is not vacuous', () => {
    expect(safeReturnPath('/profile-checker/')).toBe('/profile-checker/')
    expect(safeReturnPath('/cabinet/profile/')).toBe('/cabinet/profile/')
    expect(safeReturnPath('/de/order/?plan=1-year#pay')).toBe('/de/order/?plan=1-year#pay')
    expect(safeReturnPath(encodeURIComponent('/de/order/'))).toBeUndefined()
  })
})

function pageRequest(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return {
    url,
    host: 'main.example',
    userAgent: 'Mozilla/5.0',
    acceptLanguage: null,
    localeCookie: undefined,
    ...overrides,
  }
}

const table: Record<string, RedirectTarget> = {
  '/old/': { kind: 'internal', path: '/new/' },
  '/gone/': { kind: 'external', url: `${TABLE_EXTERNAL}/page` },
}

async function decide(request: PageRequest, variant: Variant = 'MAIN') {
  return decidePageRequest(request, {
    config,
    variant,
    lookupRedirect: (path) => table[path],
    randomDigits: () => '1'.repeat(20),
  })
}

/** What a visitor's browser would request for an attack: the server sees a path, the client an href. */
function requestTargets(attack: string): string[] {
  const path = attack.startsWith('/') ? attack : `/${attack}`
  return [`${SITE}${path}`, `${SITE}${path}/`, `${SITE}${path}/Next`, path, attack]
}

describe('page URL rules (decidePageRequest): canonical path, locale prefixes, table, variants', () => {
  it.each(OPEN_REDIRECT_ATTACKS)('%j: every redirect stays on the site', async (attack) => {
    for (const url of requestTargets(attack)) {
      for (const [host, variant] of [
        ['main.example', 'MAIN'],
        ['ru.example', 'RU'],
      ] as const) {
        const decision = await decide(pageRequest(url, { host, acceptLanguage: 'de' }), variant)
        if (decision.type === 'redirect') {
          expect(staysOnSite(decision.location, SITE, VARIANT_ORIGINS), `${url} → ${decision.location}`).toBe(true)
        }
      }
    }
  })

  it.each(OPEN_REDIRECT_ATTACKS)('%j in the query of a redirect stays in the query', async (attack) => {
    for (const url of [`/Servers?next=${attack}`, `/?next=${attack}`, `/old/?${attack}`]) {
      const decision = await decide(pageRequest(url, { localeCookie: 'de' }))
      expect(decision.type, url).toBe('redirect')
      if (decision.type === 'redirect') expect(staysOnSite(decision.location, SITE), decision.location).toBe(true)
    }
  })

  it('still redirects where it should, so the checks above are not vacuous', async () => {
    expect(await decide(pageRequest(`${SITE}//evil.example/`))).toMatchObject({ type: 'redirect' })
    expect(await decide(pageRequest('/gone/'))).toMatchObject({ location: `${TABLE_EXTERNAL}/page` })
    expect(await decide(pageRequest('/ru/', { host: 'main.example' }))).toMatchObject({
      location: 'https://ru.example/ru/',
    })
  })
})

describe('redirect table rows (RedirectRuleSchema + compileRedirects)', () => {
  it.each(OPEN_REDIRECT_ATTACKS)('a row to %j is refused or explicit', (attack) => {
    const parsed = v.safeParse(RedirectRuleSchema, { from: '/moved/', to: attack })
    if (!parsed.success) return
    const target = compileRedirects([parsed.output]).table.get('/moved/')
    if (target?.kind === 'internal') expect(staysOnSite(target.path, SITE), target.path).toBe(true)
    // An absolute row is the table's way to send visitors elsewhere: only a full http(s) URL counts.
    if (target?.kind === 'external') expect(target.url).toMatch(/^https?:\/\/[^/\\\s]/i)
  })

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
  ])('refuses %j as a target', (to) => {
    expect(v.safeParse(RedirectRuleSchema, { from: '/moved/', to }).success).toBe(false)
  })

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/'])('refuses %j as a source', (from) => {
    expect(v.safeParse(RedirectRuleSchema, { from, to: '/' }).success).toBe(false)
  })
})

describe('locale switch and detection', () => {
  it.each(OPEN_REDIRECT_ATTACKS)('%j: the language links of the page it lands on stay on the site', async (attack) => {
    for (const url of requestTargets(attack)) {
      const decision = await decide(pageRequest(url))
      // Only our own pages have a language switcher; an href that is no URL at all is no page.
      const landing = URL.parse(decision.type === 'redirect' ? decision.location : url, `${SITE}/`)
      if (landing?.origin !== SITE) continue
      // The switcher's same-origin links: the page's path without its prefix, in another locale.
      const { path } = splitLocale(landing.pathname)
      for (const locale of LOCALES) {
        const href = localizePath(path, locale) + landing.search
        const origin = originFor(config, variantForLocale(locale))
        expect(staysOnSite(href, origin), `${landing.pathname} → ${href}`).toBe(true)
      }
    }
  })

  it.each(['//evil.example', 'de/../../evil.example', 'https://evil.example', '\\evil.example', 'de\t'])(
    'a forged locale cookie %j cannot steer the detection redirect',
    async (cookie) => {
      const decision = await decide(pageRequest('/', { localeCookie: cookie, acceptLanguage: 'fr' }))
      expect(decision).toMatchObject({ type: 'redirect', location: '/fr/' })
    },
  )

  it.each(['//evil.example', 'https://evil.example', 'de;q=1,//evil.example', '\\\\evil.example'])(
    'a forged Accept-Language %j cannot steer it either',
    async (acceptLanguage) => {
      const decision = await decide(pageRequest('/', { acceptLanguage }))
      if (decision.type === 'redirect') expect(staysOnSite(decision.location, SITE, VARIANT_ORIGINS)).toBe(true)
    },
  )
})
