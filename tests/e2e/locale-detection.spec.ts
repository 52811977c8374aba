import { GERMAN, expect, test } from './fixtures'

test.describe('first visit with a German browser', () => {
  test.use(GERMAN)

  test('lands on /de/ in German and remembers the choice', async ({ page, context }) => {
    const response = await page.goto('/?utm_source=test')
    expect(page.url()).toMatch(/\/de\/\?utm_source=test$/)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('de')
    expect(cookie?.sameSite).toBe('Lax')
    // Close to 365 days from now.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)
  })

  test('a prefixed URL is never redirected', async ({ page }) => {
    await page.goto('/fr/')
    expect(new URL(page.url()).pathname).toBe('/fr/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('the stored cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'it', url: baseURL! }])
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/it/')
  })
})

test('crawlers get the page they asked for', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'Accept-Language': 'de' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['vary']).toContain('Accept-Language')
  expect(await response.text()).toContain('<html lang="en"')
})
