import { PORT } from '../../playwright.config'
import { BLOG_TOPICS, LEGAL_SLUGS } from '#app/features/documents/document.schema.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'
import { expect, test } from './fixtures'

const noFollow = { maxRedirects: 0 } as const

test('a missing trailing slash answers 301 with the query kept byte for byte', async ({ request }) => {
  const response = await request.get('/servers?a=1&a=2&b=x%20y', noFollow)
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/servers/?a=1&a=2&b=x%20y')
})

test('uppercase paths answer 301 to lowercase', async ({ request, page }) => {
  const response = await request.get('/DE/?Q=1', noFollow)
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/de/?Q=1')
  await page.goto('/DE')
  await expect(page).toHaveURL(/\/de\/$/)
})

test('/en/ and nested locale prefixes answer 301', async ({ request }) => {
  for (const [from, to] of [
    ['/en/', '/'],
    ['/de/ru/', '/ru/'],
    ['/de/en/?x=1', '/?x=1'],
  ]) {
    const response = await request.get(from!, noFollow)
    expect(response.status(), from).toBe(301)
    expect(response.headers()['location'], from).toBe(to)
  }
})

test('an unknown locale prefix is a real 404 page', async ({ page }) => {
  const response = await page.goto('/xx/about/')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/Page not found/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('an unknown page in German shows the German 404 page', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
})

test('the redirect table answers 301 before rendering; loops never happen', async ({ request }) => {
  const old = await request.get('/old-home/?a=1', noFollow)
  expect(old.status()).toBe(301)
  expect(old.headers()['location']).toBe('/?a=1')
  const external = await request.get('/leave-test/', noFollow)
  expect(external.status()).toBe(301)
  expect(external.headers()['location']).toBe('http://127.0.0.1:3101/de/')
  expect((await request.get('/loop-a/', noFollow)).status()).toBe(404)
  // A rule served by the account API's redirect table.
  const fromApi = await request.get('/Home?a=1', noFollow)
  expect(fromApi.status()).toBe(301)
  expect(fromApi.headers()['location']).toBe('/?a=1')
})

test('source=app hides the download offer for the whole visit', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Get Planet VPN' }).first()).toBeVisible()
  await page.goto('/?source=app')
  await expect(page.getByRole('link', { name: 'Get Planet VPN' })).toHaveCount(0)
  // The flag is stored once the page has hydrated.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isSourceApp'))).toBe('true')
  await page.goto('/de/')
  // The download offer is gone; the Premium plans stay (the app sells them too).
  await expect(page.locator('.hero__actions a[href="/de/download/"]')).toHaveCount(0)
  await expect(page.locator('.hero__actions a[href="/de/order/"]')).toBeVisible()
})

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('xml')
  const xml = await sitemap.text()
  // Every published page but the thanks page in 20 locales, plus legal texts and blog articles where translated.
  const everywhere = (PUBLIC_PAGES.length - 1 - LEGAL_SLUGS.length) * 20
  expect(xml.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(everywhere + LEGAL_SLUGS.length + BLOG_TOPICS.length)
  expect(xml).toContain(`<loc>http://localhost:${PORT}/ua/netflix/</loc>`)
  expect(xml).toContain(`<loc>http://localhost:${PORT}/blog/proxy/</loc>`)
  expect(xml).not.toContain('/thanks/')
  expect(xml).toContain('hreflang="uk"')
  // The pricing page is indexable (decision 019); its payment results are not.
  expect(xml).toContain(`<loc>http://localhost:${PORT}/de/order/</loc>`)
  expect(xml).not.toContain('/payment/')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /de/cabinet/')
  expect(robots).toContain('Disallow: /de/payment/')
  expect(robots).not.toContain('/order/')
})

test('/register/, a common guess, answers 301 to the sign-up page in every language', async ({ request, page }) => {
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const response = await request.get(`${prefix}/register/?from=ad`, noFollow)
    expect(response.status(), locale).toBe(301)
    expect(response.headers()['location'], locale).toBe(`${prefix}/sign-up/?from=ad`)
  }
  // Without the trailing slash too, in one hop.
  const bare = await request.get('/de/register', noFollow)
  expect(bare.status()).toBe(301)
  expect(bare.headers()['location']).toBe('/de/sign-up/')
  await page.goto('/register/')
  await expect(page).toHaveURL(/\/sign-up\/$/)
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
})
