import type { Page } from '@playwright/test'

import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/** The frame of every page (issue 17): menu drawer, language sheet, theme switch, header on wide screens. */

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' })

test.describe('the menu drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('opens as a modal, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/servers/')
    const button = menuButton(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // The bar holds the logo, one call to action and the menu button; the navigation is in the drawer.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Planet VPN' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72)

    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    // The open page is marked.
    await expect(drawer.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current', 'page')
    // Focus stays inside: tabbing through more elements than the drawer has never reaches the page
    // behind (past the last one the browser's own controls may take it, as with every modal).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => {
        const active = document.activeElement
        return !active || active === document.body ? 'browser' : active.closest('#site-drawer') ? 'drawer' : 'page'
      })
      expect(where).not.toBe('page')
    }
    // The page behind is inert.
    await page.locator('.site-header__cta').focus()
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-header__cta'))).toBe(false)
    // The account link is in the drawer.
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('a link in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    await menuButton(page).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog\/$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('in Arabic it slides in from the left (the inline end)', async ({ page }) => {
    await page.goto('/ar/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    await page.getByRole('banner').locator('.site-header__menu').click()
    const box = (await page.locator('#site-drawer').boundingBox())!
    await expect.poll(async () => (await page.locator('#site-drawer').boundingBox())!.x).toBe(0)
    expect(box.width).toBeLessThan(390)
  })
})

// The sheets are light panels inside the navy header: the band's link colour must not reach them.
test('the menu drawer and the language sheet are readable in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 800 })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    for (const [open, sheet] of [
      [page.getByRole('banner').locator('.site-header__menu'), '#site-drawer'],
      [page.locator('#site-drawer .language-button'), '#language-sheet'],
    ] as const) {
      await open.click()
      // Scanned where it comes to rest: axe leaves text it cannot place against a background out.
      await page
        .locator(sheet)
        .evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)))
      // The dark theme's colours are scanned on whole pages elsewhere; here, its link contrast below.
      if (colorScheme === 'light') expect(await axeViolations(page, sheet), sheet).toEqual([])
      // axe leaves out text over the drawer's own backdrop; the links' contrast against the sheet, measured.
      const lowest = await page.locator(sheet).evaluate((element) => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
        const luminance = (color: string) => {
          const [r, g, b] = rgb(color).map((c) => {
            const v = c / 255
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
          })
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
        }
        const background = luminance(getComputedStyle(element).backgroundColor)
        const ratios = [...element.querySelectorAll('a')].map((link) => {
          const [a, b] = [luminance(getComputedStyle(link).color), background].sort((x, y) => y - x)
          return (a! + 0.05) / (b! + 0.05)
        })
        return Math.min(...ratios)
      })
      expect(lowest, `${sheet}, ${colorScheme}: the faintest link's contrast`).toBeGreaterThanOrEqual(4.5)
    }
  }
})

for (const locale of ['en', 'ar'] as const) {
  test(`${locale} at 320 px: the language sheet shows all 20 languages on screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(locale === 'en' ? '/' : `/${locale}/`)
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    await page.getByRole('banner').locator('.site-header__menu').click()
    await page.locator('#site-drawer .language-button').click()
    const links = page.locator('#language-sheet .language-switcher__list a')
    await expect(links).toHaveCount(20)
    await expect(links.first()).toBeVisible()
    // Measured where the sheet comes to rest, not while it slides in.
    await page
      .locator('#language-sheet')
      .evaluate((sheet) => Promise.all(sheet.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(320)
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(box.bottom).toBeLessThanOrEqual(800)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
    await expect(page.locator('#language-sheet [aria-current="true"]')).toHaveAttribute('hreflang', locale)
    // Escape closes the sheet and goes back to the drawer's button.
    await page.keyboard.press('Escape')
    await expect(page.locator('#language-sheet')).toBeHidden()
    await expect(page.locator('#site-drawer .language-button')).toBeFocused()
  })
}

test('wide screens: the navigation is in the bar, not underlined, the open page marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await expect(menuButton(page)).toBeHidden()
  const blog = nav.getByRole('link', { name: 'Blog' })
  await expect(blog).toHaveAttribute('aria-current', 'page')
  expect(await blog.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none')
  // The logo is the current page only on the home page.
  await expect(page.locator('.site-header__brand')).not.toHaveAttribute('aria-current', 'page')
  // The focus ring on the navy bar is the yellow one (≥ 3:1 on navy).
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  await blog.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  expect(await blog.evaluate((a) => getComputedStyle(a).outlineColor)).toBe('rgb(255, 210, 63)')
})

test.describe('the theme switch', () => {
  test('applies at once, is remembered, and the server renders it (no flash)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookies_popup_status', value: 'declined', url: baseURL! }])
    await page.goto('/servers/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    const html = page.locator('html')
    await expect(html).not.toHaveAttribute('data-theme', /./)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('radio', { name: 'Dark' }).check()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark')
    const cookie = (await context.cookies()).find((c) => c.name === 'fvp_theme')
    expect(cookie).toMatchObject({ value: 'dark', sameSite: 'Lax', httpOnly: false })
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000)

    // The first HTML response already carries the theme.
    const response = await page.reload()
    expect(await response!.text()).toMatch(/<html[^>]* data-theme="dark"/)
    await expect(footer.getByRole('radio', { name: 'Dark' })).toBeChecked()

    await footer.getByRole('radio', { name: 'System' }).check()
    await expect(html).not.toHaveAttribute('data-theme', /./)
    expect((await context.cookies()).find((c) => c.name === 'fvp_theme')).toBeUndefined()
    const again = await page.reload()
    expect(await again!.text()).not.toMatch(/<html[^>]* data-theme=/)
  })

  test('the render cache keeps one page per theme', async ({ request }) => {
    const themeOf = async (cookie?: string) => {
      const response = await request.get('/netflix/', { headers: cookie ? { cookie } : {} })
      expect(response.status()).toBe(200)
      return /<html[^>]* data-theme="(\w+)"/.exec(await response.text())?.[1] ?? 'system'
    }
    // Twice each: the second answer comes from the cache when the first was stored.
    for (let round = 0; round < 2; round++) {
      expect(await themeOf()).toBe('system')
      expect(await themeOf('fvp_theme=dark')).toBe('dark')
      expect(await themeOf('fvp_theme=light')).toBe('light')
      expect(await themeOf('fvp_theme=junk')).toBe('system')
    }
  })
})
