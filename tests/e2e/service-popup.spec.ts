import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const NOW = Math.floor(Date.now() / 1000)
const item = (id: number, over: Record<string, unknown>) => ({
  id,
  type: 0,
  popup_type: 0,
  display_type: 1,
  country: 'DF',
  expired_at: NOW + 86_400,
  translate: { en: { title: `Notice ${id}`, description: `Text of notice ${id}` } },
  ...over,
})

/** Serves a local popup feed instead of the API's. */
async function feed(page: Page, items: unknown[]) {
  await page.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: items }))
}

const checked = (page: Page) => page.waitForSelector('html[data-service-popup-checked="true"]', { state: 'attached' })

test('a public visitor sees the public popup after 3 s; closed, it stays closed after reload', async ({ page }) => {
  await feed(page, [item(10, { type: 1 }), item(20, { type: 2 })])
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(2500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.clock.runFor(600)
  const dialog = page.getByRole('dialog', { name: 'Notice 10' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription('Text of notice 10')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('viewedNotifications'))).toBe('[10]')

  await page.reload()
  await page.clock.runFor(3100)
  await checked(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a premium user sees the premium popup instead', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'fvp_user_access', value: 'premium', url: baseURL! }])
  await feed(page, [item(10, { type: 1 }), item(20, { type: 2 })])
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(3100)
  await expect(page.getByRole('dialog', { name: 'Notice 20' })).toBeVisible()
})

test('a blocker cannot be dismissed but stays readable', async ({ page }) => {
  await feed(page, [item(30, { popup_type: 1 })])
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(3100)
  const dialog = page.getByRole('dialog', { name: 'Notice 30' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Text of notice 30')
})

test('feed texts are shown as text, never as markup', async ({ page }) => {
  const html = '<img src=x onerror="document.title=\'pwned\'">'
  await feed(page, [item(40, { translate: { en: { title: html, description: 'Body' } } })])
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(3100)
  await expect(page.getByRole('dialog')).toContainText(html)
  await expect(page.locator('dialog img')).toHaveCount(0)
  await expect(page).not.toHaveTitle('pwned')
})

test('an empty feed shows nothing and clears the stored list', async ({ page }) => {
  await feed(page, [])
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(3100)
  await checked(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('servicePopupData'))).toBeNull()
})
