import { expect, test } from '@playwright/test'

import { LOCALE_CODES } from '#contracts/locales.ts'
import { axeViolations } from './axe'

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

// The statement is written in every language: none of them shows the English text with a note.
test('the accessibility statement is in all 20 languages, each linked from its footer', async ({ request }) => {
  for (const locale of LOCALE_CODES) {
    const html = await (await request.get(`${prefix(locale)}/accessibility/`)).text()
    expect(html, locale).not.toContain('translation-note')
    expect(html, locale).toContain(`href="${prefix(locale)}/contact-us/"`)
    const home = await (await request.get(`${prefix(locale)}/`)).text()
    expect(home, locale).toMatch(new RegExp(`<footer[\\s\\S]*href="${prefix(locale)}/accessibility/"`))
  }
})

for (const [locale, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
  ['ja', 'light'],
] as const) {
  test(`the accessibility statement has no WCAG violations (${locale}, ${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(`${prefix(locale)}/accessibility/`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : /^(ar|ja)/)
    expect(await axeViolations(page)).toEqual([])
  })
}
