import { PORT } from '../../playwright.config'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

test('/ar/ is right-to-left and the layout is mirrored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/ar/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const brand = await page.locator('.site-header__brand').boundingBox()
  const switcher = await page.locator('.site-header__tools .language-button').boundingBox()
  // The logo starts on the right and the tools sit on the left, as in a mirrored layout.
  expect(brand!.x).toBeGreaterThan(640)
  expect(switcher!.x).toBeLessThan(640)
})

test('English is left-to-right with the logo on the left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  expect((await page.locator('.site-header__brand').boundingBox())!.x).toBeLessThan(640)
})

test('every page carries title, description, canonical, 21 alternates and Open Graph', async ({ page }) => {
  await page.goto('/ua/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page).toHaveTitle(/\| Planet VPN$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${PORT}/ua/`)
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(21)
  await expect(page.locator('link[rel="alternate"][hreflang="fil"]')).toHaveAttribute(
    'href',
    `http://localhost:${PORT}/ph/`,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `http://localhost:${PORT}/`,
  )
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `http://localhost:${PORT}/ua/`)
})

for (const path of ['/', '/ar/', '/xx/missing/']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}

// The dark theme has colours of its own: a sample of page families in Latin, right-to-left and CJK
// scripts, each on a phone, where the cookie bar and the folded footer are on screen.
for (const path of ['/ja/', '/ar/netflix/', '/de/download/', '/blog/what-is-vpn/', '/ar/login/', '/ja/order/']) {
  test(`no accessibility violations in the dark theme on ${path}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'fvp_theme', value: 'dark', url: baseURL! }])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await axeViolations(page)).toEqual([])
  })
}

test('keyboard users can reach the language switcher and skip to content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})
