import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { SiteInfo } from '#app/lib/site/site-info.ts'

/** The table's answer per path; `calls` counts the requests the browser would make. */
const lookup = vi.fn()
const calls = vi.fn()
vi.mock('#app/lib/api/public-data.ts', async () => {
  const { redirectLookupPaths } = await import('#app/lib/redirects/lookup-paths.ts')
  return {
    fetchPublicData: async (name: string, params: { path: string }) => {
      if (name !== 'redirects') throw new Error(`unexpected read ${name}`)
      calls(params.path)
      const paths = redirectLookupPaths(params.path)
      return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await lookup(path)])))
    },
  }
})

const { applyClientRules } = await import('#app/lib/routing/client-rules.ts')

const site: SiteInfo = {
  config: {
    env: 'DEV',
    protocol: 'http',
    domains: { MAIN: 'localhost:3000', RU: 'localhost:3000', AR: 'localhost:3000' },
    subdomains: false,
    crossOrigin: false,
  },
  variant: 'MAIN',
  host: 'localhost:3000',
  isSourceApp: false,
  popupFeedUrl: '/api/planet-vpn/v3/popups/main.json',
  downloadsBaseUrl: '/downloads',
  buildCheckIntervalMs: 300_000,
  testRoutes: false,
  stunServers: [],
}

let assign: ReturnType<typeof vi.fn>
const browser = { cookie: '' }

beforeEach(() => {
  assign = vi.fn()
  browser.cookie = ''
  lookup.mockReset().mockResolvedValue(null)
  calls.mockReset()
  vi.stubGlobal('window', {
    location: { host: 'localhost:3000', origin: 'http://localhost:3000', href: 'http://localhost:3000/', assign },
  })
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/156', languages: ['de-DE', 'en'] })
  vi.stubGlobal('document', browser)
})
afterEach(() => vi.unstubAllGlobals())

async function outcome(href: string) {
  try {
    await applyClientRules(href, site)
    return 'render'
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href
    throw thrown
  }
}

describe('client-side navigations get the server rules', () => {
  it('detects the language on / from navigator.languages and stores it', async () => {
    expect(await outcome('/?a=1')).toBe('/de/?a=1')
    expect(browser.cookie).toMatch(/^i18n_redirected=de;/)
  })

  it('follows the stored cookie first', async () => {
    browser.cookie = 'i18n_redirected=en'
    expect(await outcome('/')).toBe('render')
  })

  it('redirects through the table with one lookup per path', async () => {
    lookup.mockResolvedValue({ kind: 'internal', path: '/new/' })
    expect(await outcome('/old/?x=1')).toBe('/new/?x=1')
    expect(await outcome('/old/?x=2')).toBe('/new/?x=2')
    expect(lookup).toHaveBeenCalledTimes(1)
  })

  it('leaves the site with window.location for an external target', async () => {
    lookup.mockResolvedValue({ kind: 'external', url: 'https://elsewhere.example/' })
    void applyClientRules('/external/', site)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://elsewhere.example/'))
  })

  it('renders a canonical page without asking twice', async () => {
    expect(await outcome('/de/')).toBe('render')
  })

  it('asks for a prefixed path and its unprefixed twin in one request, once per tab', async () => {
    lookup.mockImplementation(async (path: string) => (path === '/moved/' ? { kind: 'internal', path: '/new/' } : null))
    expect(await outcome('/fr/moved/')).toBe('/fr/new/')
    expect(await outcome('/moved/')).toBe('/new/')
    expect(calls.mock.calls).toEqual([['/fr/moved/'], ['/fr/new/']])
    expect(lookup.mock.calls.map(([path]) => path)).toEqual(['/fr/moved/', '/moved/', '/fr/new/', '/new/'])
  })

  it('a failed request is asked again by the next navigation', async () => {
    calls.mockImplementationOnce(() => {
      throw new Error('offline')
    })
    expect(await outcome('/fr/gone/')).toBe('render')
    expect(await outcome('/fr/gone/')).toBe('render')
    // The failed answer is forgotten for both paths: the twin is asked on its own at once.
    expect(calls.mock.calls).toEqual([['/fr/gone/'], ['/gone/'], ['/fr/gone/']])
  })
})
