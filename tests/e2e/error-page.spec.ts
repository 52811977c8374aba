import { PORT } from '../../playwright.config'
import { expect, test } from './fixtures'

test('an unhandled error shows the localised error page with HTTP 500', async ({ page, consoleErrors }) => {
  const response = await page.goto('/de/crash-test/')
  expect(response?.status()).toBe(500)
  await expect(page.locator('img[src="/images/rocket.svg"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/\| Planet VPN$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${PORT}/de/crash-test/`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  await page.locator('.error-page a.button').click()
  await expect(page).toHaveURL(/\/de\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // The error page logs the failure for developers; that one is expected here.
  expect(consoleErrors.every((e) => e.includes('Deliberate failure'))).toBe(true)
  consoleErrors.length = 0
})

test('crawlers get the 500 status without the error page', async ({ request }) => {
  const response = await request.get('/crash-test/', { headers: { 'User-Agent': 'Googlebot/2.1' } })
  expect(response.status()).toBe(500)
  expect(await response.text()).toBe('')
})
