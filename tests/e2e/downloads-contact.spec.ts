import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'

import { createMessage, readKey, readSignature, verify } from 'openpgp'

import { groupFingerprint } from '#app/features/downloads/fingerprint.ts'
import { formatReleaseDate, formatSize } from '#app/features/downloads/format-file-facts.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { DOWNLOADS, SIGNING_KEY } from '#app/lib/site/downloads.ts'
import { axeViolations } from './axe'
import { tr } from './catalog'
import { expect, test } from './fixtures'

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

test.describe('on a Mac', () => {
  test.use({ userAgent: MAC_SAFARI })

  test('the download page offers the Mac app first, with a file that matches its SHA-256', async ({
    page,
    request,
  }) => {
    await page.goto('/download/')
    const first = page.locator('.download-primary')
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('macOS')
    await expect(first.getByText('your system', { exact: true })).toBeVisible()
    const link = first.getByRole('link', { name: 'Download for macOS (.dmg)' })
    const href = await link.getAttribute('href')
    expect(href).toBe('/downloads/mac/PlanetVPN.dmg')
    const shown = await first.locator('.download-file__hash').textContent()
    const body = await (await request.get(href as string)).body()
    expect(createHash('sha256').update(body).digest('hex')).toBe(shown)
  })
})

test('file sizes read in the page language, from the server render and after a client-side navigation', async ({
  page,
}) => {
  const windows = DOWNLOADS.find((p) => p.id === 'windows')?.files?.[0]
  const mac = DOWNLOADS.find((p) => p.id === 'mac')?.files?.[0]
  if (!windows || !mac) throw new Error('the manifest has no Windows or Mac file')
  // The size shown next to a file's German download button.
  const sizeOf = (name: string, type: string) => {
    const button = tr('de', 'Download for {name} ({type})').replace('{name}', name).replace('{type}', type)
    return page
      .locator('.download-file', { has: page.getByRole('link', { name: button }) })
      .locator('.download-file__facts div', { has: page.getByText(tr('de', 'Size'), { exact: true }) })
      .locator('dd')
  }
  await page.goto('/de/windows/')
  await expect(sizeOf('Windows', '.exe')).toHaveText(formatSize(windows.size, 'de'))
  // The header's link and the platform tile open the pages in the same document: the loader formats in the browser.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.locator('header a[href="/de/download/"]').first().click()
  await expect(page).toHaveURL(/\/de\/download\/$/)
  await page.locator('.platform-tiles a[href="/de/mac/"]').click()
  await expect(page).toHaveURL(/\/de\/mac\/$/)
  await expect(sizeOf('macOS', '.dmg')).toHaveText(formatSize(mac.size, 'de'))
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('a file’s verify box: the signing key’s fingerprint, the key and signature to download, commands that name the file; the signature verifies', async ({
  page,
  request,
}) => {
  const windows = DOWNLOADS.find((p) => p.id === 'windows')?.files?.[0]
  if (!windows) throw new Error('the manifest has no Windows file')
  await page.goto('/ar/windows/')
  const file = page.locator('.download-file').first()
  await expect(file.locator('.download-file__facts')).toContainText(
    tr('ar', '{name} {minimumOs} or later').replace('{name}', 'Windows').replace('{minimumOs}', windows.minimumOs),
  )
  await expect(file.locator('.download-file__facts')).toContainText(formatReleaseDate(windows.released, 'ar'))
  await file.getByText(tr('ar', 'Verify the download')).click()
  const box = file.locator('.verify')
  await expect(box.getByText(groupFingerprint(SIGNING_KEY.fingerprint))).toBeVisible()
  await expect(box.locator('pre')).toHaveText(
    'gpg --import planet-vpn-downloads-key.asc\ngpg --verify PlanetVPN-Setup.exe.asc PlanetVPN-Setup.exe',
  )
  await expect(box.getByText('sha256sum PlanetVPN-Setup.exe')).toBeVisible()
  // Commands read left to right in a right-to-left page.
  expect(await box.locator('pre').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  const fetched = async (name: string) => {
    const href = await box.getByRole('link', { name: tr('ar', name) }).getAttribute('href')
    const answer = await request.get(href as string)
    expect(answer.status()).toBe(200)
    return answer.body()
  }
  const key = await readKey({ armoredKey: (await fetched('Public key')).toString() })
  expect(key.getFingerprint().toUpperCase()).toBe(SIGNING_KEY.fingerprint)
  const { signatures } = await verify({
    message: await createMessage({ binary: await (await request.get(`/downloads${windows.file}`)).body() }),
    signature: await readSignature({ armoredSignature: (await fetched('Signature')).toString() }),
    verificationKeys: key,
  })
  await expect(signatures[0]!.verified).resolves.toBe(true)
  expect(await axeViolations(page)).toEqual([])
})

test('a platform page shows its store and the install steps; its breadcrumbs lead to the download page', async ({
  page,
}) => {
  await page.goto('/de/chrome/')
  await expect(page.getByRole('link', { name: /Chrome Web Store/ })).toHaveAttribute(
    'href',
    DOWNLOADS.find((p) => p.id === 'chrome')?.stores?.[0]?.url ?? 'missing',
  )
  await expect(page.locator('ol.steps > li')).not.toHaveCount(0)
  await page
    .getByRole('navigation', { name: tr('de', 'Breadcrumb') })
    .getByRole('link', { name: tr('de', 'Download') })
    .click()
  await expect(page).toHaveURL('/de/download/')
})

test('contact form: errors per field, then the message is sent and the visitor lands on the thanks page', async ({
  page,
}) => {
  await page.goto('/contact-us/')
  await page.getByRole('button', { name: 'Send the message' }).click()
  const email = page.getByLabel('Your e-mail address')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.')
  await expect(page.getByLabel('Topic')).toHaveAccessibleDescription('Choose what your message is about.')
  await email.fill('reader@example.com')
  await page.getByLabel('Topic').selectOption({ label: 'Payments, subscriptions and refunds' })
  await page.getByLabel('Your message').fill('Too short')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByLabel('Your message')).toBeFocused()
  await expect(page.getByLabel('Your message')).toHaveAccessibleDescription(/at least 20 characters/)
  await page.getByLabel('Your message').fill('I paid by card yesterday and the app still shows the free plan.')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page).toHaveURL('/thanks/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is on its way')
})

test('contact form in Japanese: the error sentences load with the form rules on the first send', async ({ page }) => {
  await page.goto('/ja/contact-us/')
  const send = page.getByRole('button', { name: tr('ja', 'Send the message') })
  await send.click()
  const email = page.getByLabel(tr('ja', 'Your e-mail address'))
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(tr('ja', 'Enter your e-mail address.'))
  await email.fill('not-an-address')
  await send.click()
  await expect(email).toHaveAccessibleDescription(tr('ja', 'Enter a valid e-mail address, like name@example.com.'))
})

test('the DNS leak test runs in the browser and says when no lookup reached the name server', async ({ page }) => {
  await page.goto('/dns-check/')
  await page.getByRole('button', { name: 'Start the test' }).click()
  // The browser gives up on the names after the page's lookup timeout (5 s) when nothing resolves them.
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'none', { timeout: 15_000 })
  await expect(page.getByText('No lookup reached our name server')).toBeVisible()
})

test('a legal text not yet translated shows the English document with a note, in the reader’s page', async ({
  page,
}) => {
  const locale = LOCALES.find((l) => !existsSync(`content/legal/${l}/terms.md`))
  test.skip(!locale, 'every language has its own terms (the fallback is covered by the unit tests)')
  await page.goto(`/${locale}/terms/`)
  await expect(page.getByRole('note')).toBeVisible()
  await expect(page.locator('article[lang="en"] h1')).toHaveText('Terms of Service')
  // Links inside the document stay in the reader's language.
  await expect(page.locator(`article a[href="/${locale}/contact-us/"]`).first()).toBeVisible()
})

/**
 * A page of each family, scanned with axe in one of three languages (English, Arabic right to left,
 * Japanese), a different one from family to family, so each language is scanned on a third of the
 * families (one test per language). `npm run test:a11y:all` (A11Y_ALL=1) scans every family in all
 * three, 30 pages, before a release or after a change to colours or markup.
 */
const A11Y_SAMPLE = [
  '/netflix/',
  '/best-gaming/',
  '/windows/',
  '/download/',
  '/dns-check/',
  '/vpn-comparison/',
  '/terms/',
  '/blog/',
  '/blog/proxy/',
  '/contact-us/',
]
const A11Y_LOCALES = ['', '/ar', '/ja']
const a11yPages =
  process.env.A11Y_ALL === '1'
    ? A11Y_LOCALES.flatMap((locale) => A11Y_SAMPLE.map((path) => `${locale}${path}`))
    : A11Y_SAMPLE.map((path, index) => `${A11Y_LOCALES[index % A11Y_LOCALES.length]}${path}`)
const A11Y_GROUPS = 3

for (let group = 0; group < A11Y_GROUPS; group++) {
  const pages = a11yPages.filter((_, index) => index % A11Y_GROUPS === group)
  test(`no accessibility violations on a sample of page families: ${pages.join(' ')}`, async ({ page }) => {
    test.setTimeout(120_000)
    const violations: string[] = []
    for (const path of pages) {
      await page.goto(path)
      violations.push(...(await axeViolations(page)))
    }
    expect(violations).toEqual([])
  })
}
