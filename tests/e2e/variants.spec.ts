import { VARIANTS_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'

const main = `http://localhost:${VARIANTS_PORT}`
const ru = `http://ru.localhost:${VARIANTS_PORT}`

test('ru pages on the main host answer 301 to the RU site', async ({ request }) => {
  const response = await request.get(`${main}/ru/?a=1`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe(`${ru}/ru/?a=1`)
})

test('a browser following the redirect lands on the RU site with Russian social links', async ({ page }) => {
  await page.goto(`${main}/ru/`)
  expect(page.url()).toBe(`${ru}/ru/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ru}/ru/`)
  await expect(page.locator('.site-footer__social').getByRole('link', { name: /VK/ })).toBeVisible()
  await page.goto(`${main}/de/`)
  await expect(page.locator('.site-footer__social').getByRole('link', { name: /VK/ })).toHaveCount(0)
})

test('regenerate=true on the RU variant gives fresh ids with a 302', async ({ request }) => {
  const response = await request.get(`${main}/ru/?regenerate=true&uid=u12345678901234567890&b=x%20y`, {
    headers: { Host: `ru.localhost:${VARIANTS_PORT}` },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  const location = response.headers()['location']!
  expect(location).toMatch(/^\/ru\/\?uid=u\d{20}&b=x%20y$/)
  expect(location).not.toContain('u12345678901234567890')
})

test('the main site ignores regenerate=true', async ({ request }) => {
  const response = await request.get(`${main}/?regenerate=true&uid=u12345678901234567890`, { maxRedirects: 0 })
  expect(response.status()).toBe(200)
})
