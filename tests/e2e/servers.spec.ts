import type { APIRequestContext, Page } from '@playwright/test'

import type { NodePools } from '#contracts/catalog.ts'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/** The cities the API lists (one per city, as the page shows them), and those with a free server. */
async function apiCities(request: APIRequestContext) {
  const pools = (await (await request.get('/api/nodes-pools')).json()) as NodePools
  const all = new Set<string>()
  const free = new Set<string>()
  for (const pool of pools) {
    for (const location of pool.locations) {
      all.add(location.city)
      if (location.tier === 'free') free.add(location.city)
    }
  }
  return { all: [...all].sort(), free: [...free].sort(), pools }
}

const listedCities = async (page: Page) =>
  (await page.locator('.servers__list .server__city').allTextContents()).map((city) => city.trim()).sort()

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.cookieConsent)

test('the servers page lists every location the API has, with the counts, a map marker each and the load', async ({
  page,
  request,
}) => {
  const { all, pools } = await apiCities(request)
  await page.goto('/servers/')
  await expect.poll(() => listedCities(page)).toEqual(all)
  const countries = pools.filter((pool) => pool.locations.length > 0).length
  await expect(page.locator('.servers__facts')).toContainText(
    `${all.length} server locations in ${countries} countries`,
  )
  // One path per kind of marker, one circle (a move and two arcs) per location in it.
  const markers = await page.locator('.server-map path').evaluateAll((paths) =>
    paths.map((path) => path.getAttribute('d')?.match(/M/g)?.length ?? 0).reduce((sum, count) => sum + count, 0),
  )
  expect(markers).toBe(all.length)
  await expect(page.getByRole('status')).toHaveText(`${all.length} locations shown`)
  // The developer tools' reporter has given every location a load by the time the page renders.
  await expect(page.locator('.servers__list meter').first()).toHaveAttribute('value', /^\d+$/)
  // The home page's trust fact counts the same list.
  await page.goto('/')
  await expect(page.locator('.trust')).toContainText(`${all.length} server locations in ${countries} countries`)
})

test('the flags wait for the page to work: none is fetched while its code has not run', async ({ page }) => {
  // Scripts stay on (with them off, Chromium loads lazy images at once), but the app's code never
  // arrives, so the page is as a slow phone has it before hydration.
  await page.route('**/assets/*.js', (route) => route.abort())
  const flagRequests: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/flags/')) flagRequests.push(req.url())
  })
  await page.goto('/de/servers/', { waitUntil: 'load' })
  await expect(page.locator('.servers__list .server').first()).toBeVisible()
  await expect(page.locator('.servers__list .server__flag').first()).toBeHidden()
  expect(flagRequests).toEqual([])
})

test('once the page works each row shows the flag of its country', async ({ page }) => {
  await page.goto('/de/servers/')
  await hydrated(page)
  const first = page.locator('.servers__list .server__flag').first()
  await expect(first).toBeVisible()
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48)
  await expect(first).toHaveAttribute('src', /^\/flags\/[a-z]{2}\.webp$/)
})

test('search, country and free-only filter the list in the browser, without a request', async ({ page, request }) => {
  const { free } = await apiCities(request)
  await page.goto('/servers/')
  await hydrated(page)
  const requests: string[] = []
  page.on('request', (req) => requests.push(req.url()))

  await page.getByRole('searchbox', { name: 'Search locations' }).fill('tokyo')
  await expect(page.getByRole('status')).toHaveText('1 location shown')
  await expect.poll(() => listedCities(page)).toEqual(['Tokyo'])
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('sao')
  await expect.poll(() => listedCities(page)).toEqual(['São Paulo'])
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('atlantis')
  await expect(page.getByRole('status')).toHaveText('No location matches your search.')

  await page.getByRole('searchbox', { name: 'Search locations' }).fill('')
  await page.getByRole('checkbox', { name: 'Free locations only' }).check()
  await expect(page.getByRole('status')).toHaveText(`${free.length} locations shown`)
  await expect.poll(() => listedCities(page)).toEqual(free)
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' })
  await expect.poll(() => listedCities(page)).toEqual(['Frankfurt'])
  await page.getByRole('checkbox', { name: 'Free locations only' }).uncheck()
  await expect.poll(() => listedCities(page)).toEqual(['Berlin', 'Frankfurt'])
  // Start-up work goes on meanwhile (code prefetches, the popup feed, flags of rows scrolled into
  // view); the list itself asks for nothing.
  expect(requests.filter((url) => /^\/(servers\.json|data\/|_serverFn\/)/.test(new URL(url).pathname))).toEqual([])
})

for (const locale of ['ar', 'ja'] as const) {
  test(`the search finds a country by its name in ${locale}`, async ({ page }) => {
    const germany = new Intl.DisplayNames([locale], { type: 'region' }).of('DE')!
    await page.goto(`${prefix(locale)}/servers/`)
    await hydrated(page)
    await page.getByRole('searchbox').fill(germany)
    await expect.poll(() => listedCities(page)).toEqual(['Berlin', 'Frankfurt'])
    // English works on every language's page: the cities come in English.
    await page.getByRole('searchbox').fill('tokyo')
    await expect.poll(() => listedCities(page)).toEqual(['Tokyo'])
  })
}

test('the free servers page lists the free locations only', async ({ page, request }) => {
  const { free } = await apiCities(request)
  await page.goto('/free-vpn-servers/')
  await expect.poll(() => listedCities(page)).toEqual(free)
  // A few locations are read at a glance: no search, filters or map key for Premium.
  await expect(page.getByRole('search')).toHaveCount(0)
  await expect(page.locator('.server-map__legend')).toHaveText('Free and Premium')
})

test('a client-side visit reads the list from /servers.json, then no server function', async ({ page, request }) => {
  const { all } = await apiCities(request)
  await page.goto('/about-us/')
  await hydrated(page)
  const requests: string[] = []
  page.on('request', (req) => requests.push(new URL(req.url()).pathname))
  await page.locator('header').getByRole('link', { name: 'Servers' }).click()
  await expect(page).toHaveURL(/\/servers\/$/)
  await expect.poll(() => listedCities(page)).toEqual(all)
  expect(requests).toContain('/servers.json')
  expect(requests.filter((path) => path.startsWith('/_serverFn/'))).toEqual([])
})

test('/servers.json is a public, cacheable feed with one URL', async ({ request }) => {
  const answer = await request.get('/servers.json')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/)
  const feed = await answer.json()
  expect(feed).toMatchObject({ stale: false, locationCount: expect.any(Number), countryCount: expect.any(Number) })
  expect(Date.parse(feed.updatedAt)).not.toBeNaN()
  expect(feed.locations[0]).toEqual({
    countryCode: expect.stringMatching(/^[A-Z]{2}$/),
    region: expect.stringMatching(/^(europe|americas|asia-pacific|middle-east-africa|other)$/),
    city: expect.any(String),
    free: expect.any(Boolean),
    load: expect.any(Number),
    status: expect.stringMatching(/^(online|maintenance|offline)$/),
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  })
  const etag = answer.headers()['etag']!
  expect((await request.get('/servers.json', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  const odd = await request.get('/servers.json?utm_source=x')
  expect(odd.status()).toBe(400)
  expect(odd.headers()['cache-control']).toBe('no-store')
})

for (const [locale, theme, width] of [
  ['en', 'light', 1366],
  ['ar', 'dark', 390],
  ['ja', 'light', 390],
] as const) {
  test(`the servers page has no WCAG violations (${locale}, ${theme}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(`${prefix(locale)}/servers/`)
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
