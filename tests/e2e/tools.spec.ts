import { axeViolations } from './axe'
import { tr } from './catalog'
import { expect, test } from './fixtures'

/**
 * What the built-in STUN server sees for the test browser: it asks `stun:{host}:…` with the page's
 * host, localhost, so its server-reflexive candidate is the loopback address.
 */
const STUN_SEES = '127.0.0.1'

test('the IP check shows the address the server sees, and checks again on request', async ({ page }) => {
  const forwarded = '198.51.100.23'
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': forwarded })
  await page.goto('/ip-check/')
  await expect(page.getByTestId('seen-address')).toHaveText(forwarded)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.77' })
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page.getByTestId('seen-address')).toHaveText('203.0.113.77')
})

test('the IP check in German names the page and the button in German', async ({ page }) => {
  await page.goto('/de/ip-check/')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('What is my IP address?')
  await expect(page.getByRole('button', { name: tr('de', 'Check again') })).toBeVisible()
})

test('the password generator makes passwords of the chosen length and characters, in the browser', async ({ page }) => {
  await page.goto('/password-generator/')
  const password = page.getByLabel('Generated password')
  await expect(password).toHaveValue(/^.{20}$/)
  const first = await password.inputValue()
  await page.getByRole('button', { name: 'Make another' }).click()
  await expect(password).not.toHaveValue(first)
  await page.getByLabel(/^Length/).fill('32')
  await expect(password).toHaveValue(/^.{32}$/)
  for (const set of ['Capital letters (A–Z)', 'Digits (2–9)', 'Symbols (!#$%…)']) await page.getByLabel(set).uncheck()
  await expect(password).toHaveValue(/^[a-z]{32}$/)
  // The last character set cannot be switched off.
  await expect(page.getByLabel('Lowercase letters (a–z)')).toBeDisabled()
  await expect(page.getByText('Strength: Very strong')).toBeVisible()
})

test('the password strength is in the server HTML, so nothing moves when the page hydrates', async ({ request }) => {
  const html = await (await request.get('/password-generator/')).text()
  // The default settings (20 characters, all four sets) and no password: that is made in the browser.
  expect(html).toContain('class="strength strength--very-strong"')
  expect(html).toMatch(/<textarea[^>]*id="generated-password"[^>]*><\/textarea>/)
})

test.describe('WebRTC leak test', () => {
  test('reports a leak when WebRTC reveals an address other than the one websites see', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.40' })
    await page.goto('/web-rtc/')
    await page.getByRole('button', { name: 'Start the test' }).click()
    const verdict = page.locator('[data-verdict]')
    await expect(verdict).toHaveAttribute('data-verdict', 'leak', { timeout: 15_000 })
    await expect(verdict).toHaveText('Leak: WebRTC reveals an address that is not the one websites see.')
    await expect(page.getByRole('definition').filter({ hasText: STUN_SEES })).toBeVisible()
  })

  test('finds no leak when WebRTC shows the address websites already see', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': STUN_SEES })
    await page.goto('/web-rtc/')
    await page.getByRole('button', { name: 'Start the test' }).click()
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'matches', { timeout: 15_000 })
  })
})

for (const path of ['/ip-check/', '/ar/password-generator/', '/ja/web-rtc/', '/ar/change-ip/']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}
