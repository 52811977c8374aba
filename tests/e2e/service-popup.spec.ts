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

/** The overlays are mounted (hydrated): the popup's 3 s timer runs on the page's clock from here. */
const mounted = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
const checked = (page: Page) => page.waitForSelector('html[data-service-popup-checked="true"]', { state: 'attached' })

/** A visitor who answered the cookie banner and has seen the free-locations modal: nothing else interrupts. */
async function settledVisitor(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    { name: 'cookies_popup_status', value: 'declined', url: baseURL! },
    { name: 'show_free_locations_modal', value: '0', url: baseURL! },
  ])
}

test.beforeEach(async ({ page, baseURL }, testInfo) => {
  if (!testInfo.title.startsWith('first visit:')) await settledVisitor(page, baseURL)
})

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
  // The demo account has Premium: the header's session check confirms the marker (a marker
  // without a session is cleared before the popup check reads it).
  const login = await context.request.post('/api/login', {
    data: { email: 'demo@planet-vpn.local', password: 'planet-demo-password' },
    headers: { origin: baseURL! },
  })
  const { token } = (await login.json()) as { token: string }
  await context.addCookies(
    [
      { name: 'fvp_session', value: token, httpOnly: true },
      { name: 'fvp_is_logged_in', value: '1' },
      { name: 'fvp_user_access', value: 'premium' },
    ].map((cookie) => ({ ...cookie, url: baseURL! })),
  )
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

test('first visit: the popup waits until the cookie banner is answered, then opens alone', async ({ page }) => {
  await feed(page, [item(50, {})])
  await page.clock.install()
  await page.goto('/servers/')
  await mounted(page)
  await page.clock.runFor(3100)
  await checked(page)
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await banner.getByRole('button', { name: 'Only necessary cookies' }).click()
  await page.clock.runFor(300)
  await expect(page.getByRole('dialog', { name: 'Notice 50' })).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('first visit: one dialog per page view — the popup now, the free-locations modal on the next view', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'cookies_popup_status', value: 'declined', url: baseURL! }])
  await feed(page, [item(51, {})])
  await page.clock.install()
  await page.goto('/')
  await mounted(page)
  await page.clock.runFor(3500)
  await checked(page)
  await expect(page.getByRole('dialog', { name: 'Notice 51' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.clock.runFor(1000)
  await expect(page.locator('dialog[open]')).toHaveCount(0)
  // The next page view: the popup (shown once) stays away, and the modal has its turn.
  await page.reload()
  await mounted(page)
  await page.clock.runFor(3500)
  await checked(page)
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  await expect(page.getByRole('dialog', { name: 'Notice 51' })).toHaveCount(0)
})

for (const path of ['/login/', '/sign-up/', '/forgot-password/', '/order/', '/de/payment/failed/']) {
  test(`a default popup does not open on ${path}; it waits for another page`, async ({ page }) => {
    await feed(page, [
      item(60, {
        translate: { en: { title: 'Notice', description: 'Text' }, de: { title: 'Hinweis', description: 'Text' } },
      }),
    ])
    await page.clock.install()
    await page.goto(path)
    await mounted(page)
    await page.clock.runFor(3100)
    await checked(page)
    await page.clock.runFor(1000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // A page of the site reached by a link (client navigation): the popup opens there.
    await page.locator('header a[href="/"], header a[href="/de/"]').first().click()
    await expect(page).toHaveURL(/\/(de\/)?$/)
    await page.clock.runFor(300)
    await expect(page.getByRole('dialog')).toBeVisible()
  })
}

test('a blocker may open on the log-in page', async ({ page }) => {
  await feed(page, [item(61, { popup_type: 1 })])
  await page.clock.install()
  await page.goto('/login/')
  await mounted(page)
  await page.clock.runFor(3400)
  await expect(page.getByRole('dialog', { name: 'Notice 61' })).toBeVisible()
})

test('the popup never takes the keyboard from a field someone types in', async ({ page }) => {
  await feed(page, [item(62, {})])
  await page.clock.install()
  await page.goto('/contact-us/')
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  const email = page.getByRole('textbox', { name: /e-mail/i }).first()
  await email.click()
  await page.keyboard.type('demo@pla')
  await page.clock.runFor(3500)
  await checked(page)
  await page.keyboard.type('net.local')
  await expect(email).toHaveValue('demo@planet.local')
  await expect(email).toBeFocused()
  // Not later on this page either (it would catch the click on "Send")…
  await page.locator('main h1').click()
  await page.clock.runFor(2000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // …but on the next one.
  await page.locator('header a[href="/"]').first().click()
  await page.clock.runFor(300)
  await expect(page.getByRole('dialog', { name: 'Notice 62' })).toBeVisible()
})

test('the dialog itself takes focus; Escape closes it and focus goes back', async ({ page }) => {
  await feed(page, [item(63, {})])
  await page.clock.install()
  await page.goto('/servers/')
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  const link = page.locator('main a').first()
  await link.focus()
  await page.clock.runFor(3400)
  const dialog = page.getByRole('dialog', { name: 'Notice 63' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  await expect(dialog.getByRole('heading')).not.toHaveAttribute('tabindex')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(link).toBeFocused()
})

test('a popup with a call to action links to a page of the site in the page language', async ({ page }) => {
  const text = (link: string) => ({ title: 'Try Premium', description: 'More locations.', button: 'See plans', link })
  await feed(page, [
    item(64, { translate: { en: text('/order/'), de: { ...text('/order/'), button: 'Tarife ansehen' } } }),
  ])
  await page.clock.install()
  await page.goto('/de/servers/')
  await mounted(page)
  await page.clock.runFor(3400)
  const dialog = page.getByRole('dialog', { name: 'Try Premium' })
  await expect(dialog.getByRole('link', { name: 'Tarife ansehen' })).toHaveAttribute('href', '/de/order/')
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
  await dialog.getByRole('link', { name: 'Tarife ansehen' }).click()
  await expect(page).toHaveURL(/\/de\/order\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a call to action that is not a page of the site is left out', async ({ page }) => {
  await feed(page, [
    item(65, { translate: { en: { title: 'Offer', description: 'Text', button: 'Go', link: 'javascript:alert(1)' } } }),
  ])
  await page.clock.install()
  await page.goto('/servers/')
  await mounted(page)
  await page.clock.runFor(3400)
  const dialog = page.getByRole('dialog', { name: 'Offer' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
})

// Russian and Ukrainian have the longest hero and bar texts; the smallest phone in use is 320 × 568.
const FIRST_VISIT_SCREENS = [
  ...['en', 'de', 'ru', 'ar', 'ja'].map((locale) => ({ locale, width: 390, height: 844 })),
  ...['ru', 'ua', 'de', 'ar'].map((locale) => ({ locale, width: 375, height: 667 })),
  ...['ru', 'ua', 'fr', 'de', 'fa'].map((locale) => ({ locale, width: 320, height: 568 })),
]
for (const { locale, width, height } of FIRST_VISIT_SCREENS) {
  test.describe(`${width} × ${height}`, () => {
    // A phone's browser: overlay scrollbars, so the text has the whole width as on a real phone.
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true })
    test(`first visit: on a phone the cookie bar leaves the hero's main button free (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}/`)
      await mounted(page)
      const bar = page.locator('.cookie-consent')
      await expect(bar).toBeVisible()
      const action = await page.locator('main .button').first().boundingBox()
      const box = await bar.boundingBox()
      expect(action!.y + action!.height, 'the hero button ends above the bar').toBeLessThanOrEqual(box!.y)
      // The page keeps the bar's height free at its end: its last line can be scrolled above the bar.
      const reserve = await page.evaluate(() => getComputedStyle(document.body).paddingBlockEnd)
      expect(Number.parseFloat(reserve)).toBeGreaterThanOrEqual(Math.floor(box!.height))
    })
  })
}
