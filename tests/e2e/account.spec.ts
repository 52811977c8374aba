import type { APIRequestContext, Page } from '@playwright/test'

import { axeViolations } from './axe'
import { tr } from './catalog'
import { expect, test } from './fixtures'

const PASSWORD = 'correct horse battery staple'
let counter = 0
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@example.org`
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
/** The field's error comes first in its description, its hint after. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** The newest link of a kind in the development mailbox (e-mails the API queued for an address). */
async function mailLink(request: APIRequestContext, email: string, path: '/confirm/' | '/reset/'): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const html = await (await request.get('/api/dev/mailbox')).text()
      const row = html.split('<tr>').find((r) => r.includes(`<td>${email}</td>`) && r.includes(path))
      link = row?.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
      return link
    })
    .toBeTruthy()
  return new URL(link!).pathname + new URL(link!).search
}

async function signUp(page: Page, locale: string, email: string) {
  await page.goto(`${prefix(locale)}/sign-up/`)
  await page.getByLabel(tr(locale, 'E-mail address')).fill(email)
  await page.getByLabel(tr(locale, 'Password'), { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: tr(locale, 'Create account') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cabinet/profile/\\?welcome=1$`))
}

async function logIn(page: Page, locale: string, email: string, password = PASSWORD) {
  await page.getByLabel(tr(locale, 'E-mail address')).fill(email)
  await page.getByLabel(tr(locale, 'Password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: tr(locale, 'Log in') }).click()
}

for (const locale of ['en', 'de', 'ar']) {
  test(`${locale}: sign up, confirm from the e-mail, log out, come back through log-in`, async ({ page, request }) => {
    const email = newEmail(`signup-${locale}`)
    await signUp(page, locale, email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'My account'))
    await expect(page.getByText(tr(locale, 'not confirmed yet'))).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'fvp_session')).toMatchObject({ httpOnly: true })
    expect(await page.evaluate(() => document.cookie)).not.toContain('fvp_session')

    await page.goto(await mailLink(request, email, '/confirm/'))
    await expect(page.getByText(tr(locale, 'Thank you, your e-mail address is confirmed.'))).toBeVisible()
    await page.getByRole('link', { name: tr(locale, 'Go to my account') }).click()
    await expect(page.getByText(tr(locale, 'confirmed'), { exact: true })).toBeVisible()

    await page.getByRole('button', { name: tr(locale, 'Log out') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login/$`))
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'fvp_session')).toBeUndefined()
    expect(cookies.find((c) => c.name === 'fvp_needs_refresh')?.value).toBe('1')

    await page.goto(`${prefix(locale)}/cabinet/download/`)
    await expect(page).toHaveURL(/\/login\/\?return=/)
    await logIn(page, locale, email)
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cabinet/download/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'Download the apps'))
  })
}

test('a logged-in visit to log-in or forgot-password lands on the profile', async ({ page }) => {
  await signUp(page, 'en', newEmail('guard'))
  for (const path of ['/login/', '/forgot-password/']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/cabinet\/profile\/$/)
  }
  await page.goto('/cabinet/')
  await expect(page).toHaveURL(/\/cabinet\/profile\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible()
})

test.describe('the header of a page shared by everyone trusts the session, not the marker cookies', () => {
  const accountLink = (page: Page) => page.getByRole('banner').locator('.account-link')

  test('a session that is not one: "Log in" again, the markers gone, the page still the shared render', async ({
    page,
    baseURL,
  }) => {
    const anonymous = await fetch(`${baseURL}/about-us/`)
    await page.context().addCookies(
      [
        { name: 'fvp_session', value: 'bogus-session-token-0123456789abcdef', httpOnly: true },
        { name: 'fvp_is_logged_in', value: '1' },
        { name: 'fvp_user_access', value: 'premium' },
      ].map((cookie) => ({ ...cookie, url: baseURL! })),
    )
    const checked = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
    const answer = await page.goto('/about-us/')
    expect(answer?.headers()['etag']).toBe(anonymous.headers.get('etag'))
    await checked
    await expect(accountLink(page)).toHaveAttribute('href', '/login/')
    await expect(accountLink(page).locator('.swap-label > :not(.swap-label__off)')).toHaveText('Log in')
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('fvp_session')
    expect(names).not.toContain('fvp_is_logged_in')
    expect(names).not.toContain('fvp_user_access')
  })

  test('a valid session keeps "My account" and its access marker on a public page', async ({ page }) => {
    await signUp(page, 'en', newEmail('header'))
    await page.context().addCookies([{ name: 'fvp_user_access', value: 'premium', url: new URL('/', page.url()).href }])
    // A new tab: the cabinet's own check (at most one a minute per tab) is not this page's.
    const tab = await page.context().newPage()
    const checked = tab.waitForResponse((response) => response.url().includes('/_serverFn/'))
    await tab.goto('/about-us/')
    await checked
    await expect(accountLink(tab)).toHaveAttribute('href', '/cabinet/profile/')
    // The server's answer for this free account replaced the planted premium marker.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'fvp_user_access')?.value)
      .toBe('free')
  })
})

test('de: forgot password, reset from the e-mail, log in with the new password', async ({ page, request }) => {
  const locale = 'de'
  const email = newEmail('reset')
  await signUp(page, locale, email)
  await page.getByRole('button', { name: tr(locale, 'Log out') }).click()
  // Log-out ends on the log-in page; going on before that, its navigation could land after ours.
  await expect(page).toHaveURL(/\/de\/login\/$/)
  await page.goto('/de/forgot-password/')
  await page.getByLabel(tr(locale, 'E-mail address')).fill(email)
  await page.getByRole('button', { name: tr(locale, 'Send the link') }).click()
  await expect(page.getByRole('status')).toContainText(email)

  await page.goto(await mailLink(request, email, '/reset/'))
  const newPassword = 'a brand new long password'
  await page.getByLabel(tr(locale, 'New password'), { exact: true }).fill(newPassword)
  await page.getByLabel(tr(locale, 'Repeat the new password')).fill('something else entirely')
  await page.getByRole('button', { name: tr(locale, 'Save the new password') }).click()
  await expect(page.getByText(tr(locale, 'The two passwords are not the same.'))).toBeVisible()
  await expect(page.getByLabel(tr(locale, 'Repeat the new password'))).toBeFocused()
  await page.getByLabel(tr(locale, 'Repeat the new password')).fill(newPassword)
  await page.getByRole('button', { name: tr(locale, 'Save the new password') }).click()
  await page
    .getByRole('link', { name: tr(locale, 'Log in') })
    .last()
    .click()

  await logIn(page, locale, email, PASSWORD)
  await expect(page.getByRole('alert')).toHaveText(tr(locale, 'The e-mail address or the password is not right.'))
  await logIn(page, locale, email, newPassword)
  await expect(page).toHaveURL(/\/de\/cabinet\/profile\/$/)
})

test('log-in form: errors are tied to their fields and focus goes to the first', async ({ page }) => {
  await page.goto('/login/')
  await page.getByRole('button', { name: 'Log in' }).last().click()
  const email = page.getByLabel('E-mail address')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Enter your e-mail address.')
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.')
  await expect(email).toHaveAttribute('autocomplete', 'username')
})

for (const locale of ['en', 'de']) {
  test(`${locale}: sign-up refuses a common password and one made of the e-mail address, next to the field`, async ({
    page,
  }) => {
    const email = newEmail('weak')
    await page.goto(`${prefix(locale)}/sign-up/`)
    await page.getByLabel(tr(locale, 'E-mail address')).fill(email)
    const password = page.getByLabel(tr(locale, 'Password'), { exact: true })
    const create = page.getByRole('button', { name: tr(locale, 'Create account') })
    await password.fill('password1234')
    await create.click()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription(
      startsWith(
        tr(
          locale,
          'This password is one of the most common ones and easy to guess. Choose another one, for example a few unrelated words.',
        ),
      ),
    )
    await password.fill(`${email.split('@')[0]}!`)
    await create.click()
    await expect(password).toHaveAccessibleDescription(
      startsWith(tr(locale, 'Do not use your e-mail address, or the part before the @, in your password.')),
    )
    await password.fill(PASSWORD)
    await create.click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cabinet/profile/\\?welcome=1$`))
  })
}

/** Pays on the sandbox checkout page the API stands in for the gateway with. */
async function sandboxPay(page: Page, outcome: 'Pay' | 'Fail the payment') {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//)
  await page.getByRole('button', { name: outcome, exact: true }).click()
}

test('order with a promo code from the link → sandbox pay → premium in the cabinet → cancel', async ({ page }) => {
  await page.goto('/order/?promo=welcome10')
  await expect(page.getByRole('status').filter({ hasText: 'WELCOME10' })).toContainText('10%')
  expect(await page.evaluate(() => localStorage.getItem('promo'))).toBe('WELCOME10')
  await page.getByRole('radio', { name: /1 month/ }).check()

  const email = newEmail('buyer')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Choose a password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account and continue' }).click()
  await expect(page.getByText(`You are buying for ${email}.`)).toBeVisible()

  await page.getByRole('button', { name: /^Pay / }).click()
  await sandboxPay(page, 'Pay')
  await expect(page).toHaveURL(/\/payment\/success\/\?order=/)
  await expect(page.getByRole('status')).toContainText('Premium is active')
  await page.getByRole('link', { name: 'Go to my account' }).click()
  await expect(page.getByRole('main').getByText('Premium', { exact: true })).toBeVisible()
  await expect(page.getByText(/Paid with Stripe, bought on this website/)).toBeVisible()
  await expect(page.getByRole('cell', { name: /\$7\.19/ })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  await page.getByRole('button', { name: 'Yes, cancel the renewal' }).click()
  await expect(page.getByText(/Cancelled: Premium stays active until/)).toBeVisible()
})

test('ar: a failed payment offers a retry with the same order, which then succeeds', async ({ page }) => {
  const locale = 'ar'
  await signUp(page, locale, newEmail('retry'))
  await page.goto('/ar/order/')
  await page.getByRole('button', { name: new RegExp(tr(locale, 'Pay {total}').replace('{total}', '')) }).click()
  await sandboxPay(page, 'Fail the payment')
  await expect(page).toHaveURL(/\/ar\/payment\/failed\/\?order=/)
  const orderId = new URL(page.url()).searchParams.get('order')
  await page.getByRole('button', { name: tr(locale, 'Try again') }).click()
  await sandboxPay(page, 'Pay')
  await expect(page).toHaveURL(new RegExp(`/ar/payment/success/\\?order=${orderId}$`))
  await expect(page.getByRole('status')).toBeVisible()
})

test('configuration page: hidden without the server flag, working with it', async ({ page }) => {
  await signUp(page, 'en', newEmail('config'))
  await expect(page.getByRole('link', { name: 'Configuration' })).toHaveCount(0)
  const response = await page.goto('/cabinet/configuration/')
  expect(response?.status()).toBe(404)
  await page.goto('/cabinet/profile/')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login\/$/)

  // The demo account: Premium from the iOS app, configuration page switched on.
  await logIn(page, 'en', 'demo@planet-vpn.local', 'planet-demo-password')
  await expect(page.getByText(/Paid with AppStore, bought in the iOS app/)).toBeVisible()
  await expect(page.getByText(/cancel it on your iPhone or iPad/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Configuration' }).click()
  await page.getByLabel('Location').selectOption({ label: 'Amsterdam' })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the configuration' }).click()
  expect((await download).suggestedFilename()).toMatch(/^planet-vpn-\d+\.conf$/)
})

for (const path of ['/login/', '/sign-up/', '/forgot-password/', '/reset/?token=x', '/confirm/', '/ar/order/']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}

// One test a page: each axe pass takes seconds on a busy machine, and a page gets its own budget.
for (const path of ['/ar/cabinet/profile/', '/ar/cabinet/download/', '/ar/payment/pending/', '/ar/payment/failed/']) {
  test(`no accessibility violations on ${path} when signed in`, async ({ page }) => {
    await signUp(page, 'ar', newEmail('axe'))
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}
