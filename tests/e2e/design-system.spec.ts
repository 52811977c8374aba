// The legal pages' table of contents and the developer-only style page. Written against
// @playwright/test's own `test`: the table of contents' title is a new message, and until the lead
// extracts the catalogs the shared fixture would fail these on Lingui's "uncompiled message" warning.
import { expect, test } from '@playwright/test'

import { PORT } from '../../playwright.config'

// As the shared fixture does: an address of its own per test (rate limits), no service popup, and
// the cookie banner answered, so nothing covers the links these tests click.
test.beforeEach(async ({ page, context }) => {
  const n = Math.floor(Math.random() * 2 ** 24)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` })
  await page.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: [] }))
  await context.addCookies([{ name: 'cookies_popup_status', value: 'declined', url: `http://localhost:${PORT}` }])
})

test('the table of contents of a legal page jumps to its headings (desktop: sticky aside)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/policy/')
  const toc = page.locator('.page-aside nav.toc')
  await expect(toc).toBeVisible()
  // The phone version is not shown beside it.
  await expect(page.locator('nav.toc--collapsible')).toBeHidden()
  const links = toc.getByRole('link')
  expect(await links.count()).toBeGreaterThan(10)
  // Every link points to a heading of the text.
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^#[^\s#]+$/)
    await expect(page.locator(`.prose :is(h2, h3)${href}`)).toHaveCount(1)
  }
  const heading = page.locator('.prose h2#section-9')
  await expect(heading).not.toBeInViewport()
  await toc.locator('a[href="#section-9"]').click()
  await expect(page).toHaveURL(/#section-9$/)
  await expect(heading).toBeInViewport()
  // The aside stays on screen while the text scrolls.
  await expect(toc).toBeInViewport()
})

test('on a phone the table of contents is a closed <details> above the text', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/de/terms/')
  await expect(page.locator('.page-aside')).toBeHidden()
  const details = page.locator('nav.toc--collapsible details')
  await expect(details).toBeVisible()
  await expect(details).not.toHaveAttribute('open', '')
  const link = details.locator('a[href="#section-7"]')
  await expect(link).toBeHidden()
  await details.locator('summary').click()
  await link.click()
  await expect(page).toHaveURL(/\/de\/terms\/#section-7$/)
  await expect(page.locator('.prose h2#section-7')).toBeInViewport()
  // Nothing sticks out of a phone screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('section ids are the same in every language, right to left included', async ({ request }) => {
  const ids = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1])
  const english = await ids('/policy/')
  expect(english).toContain('section-4-1')
  expect(await ids('/ar/policy/')).toEqual(english)
  expect(await ids('/ja/policy/')).toEqual(english)
})

test('/_design/ shows every component in both themes, and is not for search engines', async ({ page }) => {
  const response = await page.goto('/_design/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The dark column really is dark: its surface differs from the light one's.
  const surface = (theme: string) =>
    page
      .locator(`.design__theme[data-theme="${theme}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await surface('light')).toBe('rgb(255, 255, 255)')
  expect(await surface('dark')).not.toBe('rgb(255, 255, 255)')
  // Buttons take the site's font and size, not the browser's 13.3 px default.
  const button = page.locator('.design__theme button.button').first()
  const font = await button.evaluate((el) => [
    getComputedStyle(el).fontFamily,
    getComputedStyle(el).fontSize,
    getComputedStyle(el).cursor,
  ])
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(font).toEqual([bodyFont, '16px', 'pointer'])
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await expect(page.locator('.design__rtl[dir="rtl"]').first()).toBeVisible()
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('_design')
})

test('/_design/ is a 404 where the developer tools are off (a host that is not this machine)', async ({ request }) => {
  const headers = { Host: `dev-tools-off.example:${PORT}` }
  expect((await request.get('/_design/', { headers })).status()).toBe(404)
  expect((await request.get('/de/_design/', { headers })).status()).toBe(404)
  // The same host gets the ordinary pages.
  expect((await request.get('/terms/', { headers })).status()).toBe(200)
})
