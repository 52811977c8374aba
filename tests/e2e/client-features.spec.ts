import type { Page } from '@playwright/test'

import { tr } from './catalog'
import { expect, test } from './fixtures'

const chatScript = (page: Page) => page.locator('script#ze-snippet')

test.describe('support chat launcher', () => {
  test('loads 2 s after start on a wide window, in the page language (ua → uk)', async ({ page }) => {
    // Paused, so a slow page load cannot eat into the 2 s: only runFor moves the page's time.
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
    await page.goto('/ua/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent) // hydrated: the timer runs
    await page.clock.runFor(1900)
    await expect(chatScript(page)).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(chatScript(page)).toHaveAttribute('src', 'https://chat-widget.test/snippet.js?key=test-widget-key')
    // The widget script arrives over the (stubbed) network in real time while the page's clock
    // stands still: wait for it, then let the page's language poll run.
    await page.waitForFunction(() => typeof (window as { zE?: unknown }).zE === 'function')
    await page.clock.runFor(300)
    await expect
      .poll(() => page.evaluate(() => (window as { __zeCalls?: unknown[] }).__zeCalls))
      .toContainEqual(['messenger:set', 'locale', 'uk'])
  })

  test('never loads on a 375 px window', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(10_000)
    await expect(page.locator('html[data-service-popup-checked]')).toHaveCount(1)
    await expect(chatScript(page)).toHaveCount(0)
  })

  test('never loads on pages opened from the app', async ({ page }) => {
    await page.clock.install()
    await page.goto('/?source=app')
    await page.clock.runFor(10_000)
    await expect(page.locator('html[data-service-popup-checked]')).toHaveCount(1)
    await expect(chatScript(page)).toHaveCount(0)
  })
})

test.describe('cookie consent', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' })
  const consentCookie = async (page: Page) =>
    (await page.context().cookies()).find((c) => c.name === 'cookies_popup_status')

  test('analytics waits for consent; the answer is remembered for two years', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    await expect(page.locator('script#analytics-gtm')).toHaveCount(0)

    await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.locator('script#analytics-gtm')).toHaveAttribute(
      'src',
      'https://tag-manager.test/gtm.js?id=GTM-TEST01',
    )
    expect(await page.evaluate(() => Array.isArray(window.dataLayer))).toBe(true)
    const cookie = await consentCookie(page)
    expect(cookie?.value).toBe('accepted')
    // The site asks for two years (unit-tested); Chromium caps every cookie at 400 days.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(399 * 86_400)

    await page.reload()
    await expect(page.locator('html[data-cookie-consent="accepted"]')).toHaveCount(1)
    await expect(banner(page)).toHaveCount(0)
    await expect(page.locator('script#analytics-gtm')).toHaveCount(1)
  })

  test('declining keeps analytics off; the footer reopens the choice', async ({ page }) => {
    await page.goto('/de/')
    await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click()
    expect((await consentCookie(page))?.value).toBe('declined')
    await page.reload()
    await expect(page.locator('html[data-cookie-consent="declined"]')).toHaveCount(1)
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(page.getByRole('region', { name: 'Cookies auf dieser Website' })).toBeVisible()
  })
})

test('free-locations modal: opens once by itself, lists the free servers, stays closed after', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookies_popup_status', value: 'declined', url: baseURL! }])
  await page.clock.install()
  await page.goto('/')
  // Hydrated before the clock moves: the modal's 3 s timer starts then (the load event may come first).
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  await page.clock.runFor(3100)
  const dialog = page.getByRole('dialog', { name: 'Free locations' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem').first()).toBeVisible()
  await expect(dialog.getByText('Netherlands')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  expect((await context.cookies()).find((c) => c.name === 'show_free_locations_modal')?.value).toBe('0')

  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  await page.clock.runFor(3100)
  await expect(page.locator('html[data-service-popup-checked]')).toHaveCount(1)
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'See free locations' }).click()
  await expect(dialog).toBeVisible()
})

test('country-code cookie comes from the server and picks the country popup', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Country-Code': 'DE' } })
  // The popup comes after the cookie banner is answered; the free-locations modal has been seen.
  await context.addCookies([
    { name: 'cookies_popup_status', value: 'declined', url: baseURL! },
    { name: 'show_free_locations_modal', value: '0', url: baseURL! },
  ])
  const page = await context.newPage()
  const now = Math.floor(Date.now() / 1000)
  const popup = (id: number, country: string) => ({
    id,
    type: 0,
    popup_type: 0,
    display_type: 0,
    country,
    expired_at: now + 3600,
    translate: { en: { title: `For ${country}`, description: `Only for ${country}` } },
  })
  await page.route('**/api/planet-vpn/v3/popups/*.json', (route) =>
    route.fulfill({ json: [popup(1, 'FR'), popup(2, 'DE')] }),
  )
  await page.clock.install()
  await page.goto('/')
  expect((await context.cookies()).find((c) => c.name === 'country-code')?.value).toBe('DE')
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  await page.clock.runFor(3100)
  await page.waitForSelector('html[data-service-popup-checked="true"]', { state: 'attached' })
  // The popup opens a moment after the check (another dialog decided at the same time goes first).
  await page.clock.runFor(300)
  await expect(page.getByRole('dialog', { name: 'For DE' })).toBeVisible()
  await context.close()
})

test.describe('new builds and failed chunks', () => {
  const switchToGerman = async (page: Page) => {
    await page.locator('.site-header__tools .language-button').click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  }
  const markWindow = (page: Page) =>
    page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
  const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)

  test('without a new build, navigation stays in the page', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    await markWindow(page)
    await page.clock.runFor(300_000)
    await switchToGerman(page)
    expect(await sameDocument(page)).toBe(true)
  })

  test('after a new build is published, the next navigation is a full page load', async ({ page }) => {
    let metaRequested = false
    await page.route('**/builds/latest.json?t=*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    )
    await page.route('**/builds/meta/a-newer-build.json', (route) => {
      metaRequested = true
      return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
    })
    await page.clock.install()
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    await markWindow(page)
    await page.clock.runFor(300_000)
    await expect.poll(() => metaRequested).toBe(true)
    await switchToGerman(page)
    await expect.poll(() => sameDocument(page)).toBeUndefined()
  })

  test('a failed chunk load reloads the page once', async ({ page }) => {
    let failures = 0
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
    // The German shell catalog fails once (its text has "Schließen"); a prefetch of an English
    // page's catalog in the meantime must not take the failure (it is ignored, by design).
    await page.route('**/assets/messages-*.js', async (route) => {
      const response = await route.fetch()
      if (failures > 0 || !(await response.text()).includes('Schließen')) return route.fulfill({ response })
      failures += 1
      return route.abort('failed')
    })
    let loads = 0
    page.on('load', () => (loads += 1))
    await markWindow(page)
    await page.locator('.site-header__tools .language-button').click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForEvent('load')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kostenloses VPN und Proxy für jedes Gerät')
    expect(await sameDocument(page)).toBeUndefined()
    expect(failures).toBe(1)
    expect(loads).toBe(1)
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('chunkReload:'))),
    ).toHaveLength(1)
  })
})

test('the hero drawing is an SVG with its space reserved; the image proxy serves WebP renditions', async ({ page }) => {
  await page.goto('/')
  // The app mockup is a drawing (SVG, served as it is) at every width, its size reserved by width and height.
  const art = page.locator('img.hero__art')
  await expect(art).toHaveAttribute('src', '/images/hero-app.svg')
  await expect(art).toHaveAttribute('width', '320')
  await expect(art).toHaveAttribute('height', '320')
  expect(await art.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBeGreaterThan(0)
  // Photos still go through the proxy (the <Image> component's srcset points there).
  const image = await page.request.get('/_ipx/f_webp,w_320/images/planet-hero.png')
  expect(image.headers()['content-type']).toBe('image/webp')
})

test('a preloaded page of another catalog part has its messages and leaves the page on screen as it is', async ({
  page,
}) => {
  await page.goto('/ja/')
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent) // hydrated
  const heading = await page.locator('h1').textContent()
  // Hovering the log-in link preloads its route, whose loader and head translate with the account
  // part of the catalog: the preload loads that part (a missing message would be a Lingui warning,
  // which the fixture counts as an error) without switching or re-rendering the page on screen.
  const accountPart = page.waitForResponse((response) => /\/assets\/messages-[\w-]+\.js$/.test(response.url()))
  await page.locator('header a[href="/ja/login/"]:visible').hover()
  await accountPart
  await expect(page.locator('h1')).toHaveText(heading ?? '')
  await expect(page).toHaveURL(/\/ja\/$/)
  await page.locator('header a[href="/ja/login/"]:visible').click()
  await expect(page).toHaveURL(/\/ja\/login\/$/)
  await expect(page).toHaveTitle(`${tr('ja', 'Log in')} | Planet VPN`)
  await expect(page.getByRole('button', { name: tr('ja', 'Log in') })).toBeVisible()
})

test('a page view and a scroll to the footer call no server function; pointing at a link fetches its page', async ({
  page,
}) => {
  const calls: string[] = []
  const reads: string[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url())
    if (url.includes('/_serverFn/')) calls.push(url)
    else if (url.includes('/data/')) reads.push(url)
    else if (request.resourceType() === 'script') scripts.push(url)
  })
  await page.clock.install()
  await page.goto('/de/')
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent) // hydrated: the timers run
  const startScripts = scripts.length
  await page.locator('footer').scrollIntoViewIfNeeded()
  // The prefetch starts 1 s after start and fetches one header page's code per idle period.
  await page.clock.runFor(5_000)
  await expect
    .poll(() => scripts.length, { message: 'the header pages’ code is prefetched' })
    .toBeGreaterThan(startScripts)
  await page.clock.runFor(5_000)
  const link = page.locator('footer a[href="/de/double-vpn/"]')
  const pointed = page.waitForRequest((request) => request.url().includes('/data/page.json'))
  await link.hover()
  await pointed
  // The pointed page's redirect lookup and words, as plain public reads; no server function at all.
  await expect
    .poll(() => reads.sort())
    .toEqual(
      ['/data/page.json?locale=de&slug=double-vpn', '/data/redirects.json?path=/de/double-vpn/'].map((path) =>
        expect.stringContaining(path),
      ),
    )
  expect(calls).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('pressing the menu button fetches the header pages’ code; choosing one then loads no JavaScript', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'cookies_popup_status', value: 'declined', url: baseURL! },
      { name: 'show_free_locations_modal', value: '0', url: baseURL! },
    ])
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.goto('/de/')
    await page.waitForFunction(() => document.documentElement.dataset.servicePopupChecked === 'true')
    await page.waitForLoadState('networkidle')
    const beforeMenu = scripts.length
    await page.locator('.site-header__menu').tap()
    const link = page.locator('.site-nav--drawer a[href="/de/servers/"]')
    await link.waitFor()
    await expect.poll(() => scripts.length, { message: 'the menu press fetches page code' }).toBeGreaterThan(beforeMenu)
    await page.waitForLoadState('networkidle')
    const beforeTap = scripts.length
    await link.tap()
    await expect(page).toHaveURL(/\/de\/servers\/$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(scripts.slice(beforeTap)).toEqual([])
  })
})
