import { DOWNLOADS } from '#app/lib/site/downloads.ts'
import { expect, test } from './fixtures'

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
}

test.describe('on an Android phone', () => {
  test.use({ userAgent: AGENTS.android, viewport: { width: 390, height: 800 } })

  test('the download page leads with one Google Play badge, the .apk after it', async ({ page }) => {
    await page.goto('/download/')
    const mine = page.locator('.download-primary')
    await expect(mine).toHaveCount(1)
    await expect(mine.getByRole('heading', { level: 2 })).toHaveText('Android')
    const primary = mine.locator('.download-options__primary').getByRole('link')
    await expect(primary).toHaveCount(1)
    await expect(primary).toHaveAccessibleName('Get it on Google Play for Android')
    await expect(mine.locator('.download-options__secondary a.button')).toHaveAccessibleName(
      'Download for Android (.apk)',
    )
    // The badge comes first on screen and is a large target.
    const badge = await primary.boundingBox()
    const apk = await mine.locator('.download-options__secondary a.button').boundingBox()
    expect(badge && apk && badge.y < apk.y).toBe(true)
    expect(badge?.height).toBeGreaterThanOrEqual(44)
    // Then every platform as a tile linking to its page.
    const tiles = page.locator('.platform-tiles a')
    await expect(tiles).toHaveCount(DOWNLOADS.length)
    await expect(tiles.first()).toHaveAttribute('href', '/windows/')
  })
})

test.describe('on Windows', () => {
  test.use({ userAgent: AGENTS.windows })

  test('the download page has one large download button for Windows', async ({ page }) => {
    await page.goto('/download/')
    // The file's button (its verify box holds links to the signature and the key).
    const primary = page.locator('.download-primary .download-options__primary a.button')
    await expect(primary).toHaveCount(1)
    await expect(primary).toHaveAccessibleName('Download for Windows (.exe)')
    await expect(primary).toHaveClass(/button--large/)
    await expect(page.locator('.download-primary .download-options__secondary')).toHaveCount(0)
  })
})

test.describe('on Linux', () => {
  test.use({ userAgent: AGENTS.linux })

  test('the download page offers the Linux set-up page as its action', async ({ page }) => {
    await page.goto('/download/')
    const primary = page.locator('.download-primary .download-options__primary a')
    await expect(primary).toHaveCount(1)
    await expect(primary).toHaveAttribute('href', '/linux/')
    await primary.click()
    await expect(page).toHaveURL('/linux/')
  })
})

test('the Android page: store badge first, .apk second; the checksum sits behind "Verify the download" on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/android/')
  const options = page.locator('.download-options')
  await expect(options.locator('.download-options__primary a.store-badge')).toHaveAccessibleName(
    'Get it on Google Play for Android',
  )
  await expect(options.locator('.download-options__secondary a.button')).toHaveAccessibleName(
    'Download for Android (.apk)',
  )
  const hash = options.locator('.download-file__hash')
  await expect(hash).toBeHidden()
  await options.getByText('Verify the download').click()
  await expect(hash).toBeVisible()
  await expect(hash).toHaveText(DOWNLOADS.find((p) => p.id === 'android')?.files?.[0]?.sha256 ?? 'missing')
  const name = options.locator('.verify__facts dt', { hasText: 'SHA-256' })
  await expect(name).toHaveText('SHA-256')
  // One line: the name's box is no taller than its line height.
  const { height, lineHeight } = await name.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }))
  expect(height).toBeLessThanOrEqual(lineHeight + 1)
  // Nothing runs past the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  // Sizes in full words for bytes.
  await expect(options.locator('.download-file__facts dd').nth(2)).toHaveText(/^\d+ bytes$/)
})

test('blog cards show a cover, the date and the reading time; articles add related posts and a closing call to action', async ({
  page,
}) => {
  await page.goto('/blog/')
  const card = page.locator('.blog-card').first()
  await expect(card.locator('img.blog-card__cover')).toHaveAttribute('src', /^\/images\/blog\/[a-z-]+\.svg$/)
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  await expect(card.locator('time')).toHaveText(/\d{4}/)
  await expect(card.locator('.reading-time')).toHaveText(/^\d+ min read$/)
  // Cards keep away from the screen edges on a phone.
  await page.setViewportSize({ width: 320, height: 800 })
  const box = await card.boundingBox()
  expect(box && box.x >= 8 && box.x + box.width <= 312).toBe(true)

  await page.goto('/blog/proxy/')
  await expect(page.locator('img.document__cover')).toHaveAttribute('src', '/images/blog/proxy.svg')
  await expect(page.locator('.document__date .reading-time')).toHaveText(/^\d+ min read$/)
  const related = page.locator('section[aria-labelledby="related-title"] .blog-card a')
  await expect(related).toHaveCount(2)
  for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/blog\/[a-z-]+\/$/)
    expect(href).not.toBe('/blog/proxy/')
  }
  await expect(page.locator('.blog-cta').getByRole('link', { name: 'Get Planet VPN' })).toBeVisible()
})

test('home: the app drawing at phone width, the trust facts link to their proof, platform tiles link to their pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/')
  await expect(page.locator('img.hero__art')).toBeVisible()
  const trust = page.locator('.trust')
  await expect(trust.getByRole('link', { name: /never store your IP address/ })).toHaveAttribute(
    'href',
    '/no-logs-vpn-policy/',
  )
  await expect(trust.getByRole('link', { name: /FREE VPN PLANET S\.R\.L\. under the law of Romania/ })).toHaveAttribute(
    'href',
    '/about-us/',
  )
  await expect(trust.getByText('Up to 10 devices on one Premium subscription')).toBeVisible()
  await expect(trust.getByText('This site in 20 languages')).toBeVisible()
  // Counted from the API's server list (one location per city: a free and a Premium server in the
  // same city are one), linking to the servers page.
  const pools: { country_code: string; locations: { city: string }[] }[] = await (
    await page.request.get('/api/nodes-pools')
  ).json()
  const locations = new Set(pools.flatMap((pool) => pool.locations.map((l) => `${pool.country_code} ${l.city}`))).size
  expect(locations).toBeGreaterThan(pools.length)
  await expect(
    trust.getByRole('link', { name: `${locations} server locations in ${pools.length} countries` }),
  ).toHaveAttribute('href', '/servers/')
  await expect(page.locator('#platforms .platform-tiles a[href="/android/"]')).toHaveText('Android')
  await expect(page.locator('.benefit .icon')).toHaveCount(5)
})

test('home: its images and drawings weigh at most 150 kB together, at phone and desktop width', async ({ page }) => {
  const bodies = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const url = response.url()
    if (response.request().resourceType() === 'image' || new URL(url).pathname.endsWith('.svg')) {
      bodies.set(
        url,
        response.body().then((body) => body.length),
      )
    }
  })
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    // Lazy images below the fold load once they come near the viewport.
    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
  }
  const sizes = await Promise.all([...bodies.values()])
  const total = sizes.reduce((sum, size) => sum + size, 0)
  expect(bodies.size).toBeGreaterThan(1)
  expect(total, [...bodies.keys()].join('\n')).toBeLessThanOrEqual(150_000)
})
