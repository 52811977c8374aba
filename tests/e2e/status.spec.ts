import type { Page } from '@playwright/test'

import type { StatusAnswer } from '#contracts/status.ts'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.cookieConsent)

test('the status page states each part of the service with its 90 days, each location and the incidents the API has', async ({
  page,
  request,
}) => {
  const api = (await (await request.get('/api/status')).json()) as StatusAnswer
  const pools = (await (await request.get('/api/nodes-pools')).json()) as { locations: { city: string }[] }[]
  const cities = new Set(pools.flatMap((pool) => pool.locations.map((location) => location.city)))

  await page.goto('/status/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planet VPN service status')
  const components = page.locator('.status-component')
  await expect(components.locator('h3')).toHaveText(['Website', 'Accounts', 'Payments', 'VPN network'])
  await expect(components.first().locator('.badge')).toHaveText('Operational')
  await expect(page.locator('.status-days')).toHaveCount(4)
  // Every location appears once, under its state.
  const listed = await page.locator('.status-cities li').allTextContents()
  expect(new Set(listed)).toEqual(cities)
  expect(listed).toHaveLength(cities.size)
  // The incidents are the API's, newest first, each with its component and a time.
  const items = page.locator('.status-incident')
  await expect(items).toHaveCount(api.incidents.length)
  for (const [index, incident] of api.incidents.entries()) {
    await expect(items.nth(index)).toContainText(incident.summary.en!)
    await expect(items.nth(index).locator('time')).toHaveAttribute('datetime', incident.started_at)
  }
  // The footer links the page.
  await expect(page.locator('footer').getByRole('link', { name: 'Service status' })).toHaveAttribute('href', '/status/')
})

test('an incident in English only shows as English text on a page in another language', async ({ page, request }) => {
  const api = (await (await request.get('/api/status')).json()) as StatusAnswer
  const englishOnly = api.incidents.find((incident) => incident.summary.de === undefined)
  // The development seed has incidents written in English only.
  expect(englishOnly).toBeDefined()
  await page.goto('/de/status/')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Planet VPN service status')
  await expect(page.locator('.status-incident p[lang="en"]', { hasText: englishOnly!.summary.en! })).toHaveCount(1)
})

test('/status.json answers the same state publicly, briefly cached', async ({ request }) => {
  const answer = await request.get('/status.json')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30')
  expect(await answer.json()).toMatchObject({
    checkedAt: expect.any(String),
    accountReachable: true,
    unreachableSince: null,
    incidents: expect.any(Array),
  })
  expect((await request.get('/status.json?x=1')).status()).toBe(400)
})

for (const [locale, theme, width] of [
  ['en', 'light', 1366],
  ['ar', 'dark', 390],
  ['ja', 'light', 390],
] as const) {
  test(`the status page has no WCAG violations (${locale}, ${theme}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(`${prefix(locale)}/status/`)
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
