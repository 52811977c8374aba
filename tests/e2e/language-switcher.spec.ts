import { PORT } from '../../playwright.config'
import { expect, test } from './fixtures'

test('switching language keeps the page and the query, and is remembered', async ({ page, context }) => {
  await page.goto('/?ref=a%20b&x=1')
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent()
  const englishTitle = await page.title()

  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click()
  const list = page.getByRole('dialog', { name: 'Language' }).locator('.language-switcher__list')
  await expect(list.getByRole('link')).toHaveCount(20)
  await list.getByRole('link', { name: 'Français' }).click()

  await expect(page).toHaveURL(/\/fr\/\?ref=a%20b&x=1$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishHeading ?? '')
  await expect(page).not.toHaveTitle(englishTitle)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${PORT}/fr/`)
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr')

  // Back on the unprefixed home, the stored choice decides.
  await page.goto('/')
  await expect(page).toHaveURL(/\/fr\/$/)
})

test('choosing English from another language goes to the unprefixed page', async ({ page }) => {
  await page.goto('/de/')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Sprache:/ })
    .click()
  await page.locator('.language-switcher__list').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the switcher lists every language by its own name', async ({ page }) => {
  await page.goto('/ja/')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /日本語/ })
    .click()
  const links = page.locator('.language-switcher__list a')
  // The sheet's code loads after the page's: wait for it rather than read an empty list.
  await expect(links.first()).toBeVisible()
  const names = await links.allTextContents()
  expect(names).toEqual(expect.arrayContaining(['Deutsch', 'Русский', 'العربية', '日本語', 'Українська', 'Filipino']))
})
