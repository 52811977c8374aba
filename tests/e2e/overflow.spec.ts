import type { Page } from '@playwright/test'

import { LOCALES, type Locale } from '#app/lib/i18n/locales.ts'
import { findHeaderOverlaps } from '../support/header-overlap'
import { findOverflow, overflowLines } from '../support/overflow'
import { findSmallTargets, smallTargetLines } from '../support/touch-targets'
import { tr } from './catalog'
import { expect, test } from './fixtures'

/**
 * The layout gate: no element may reach past the viewport, every pointer target is big enough
 * (24 px, buttons 44 px high on phones: tests/support/touch-targets.ts), and no header link runs
 * into the logo, a button or another link (tests/support/header-overlap.ts). All 20 languages at 320
 * and 390 px, a sample of languages at 768 and 1366 px. English, German (long words), Arabic
 * (right to left) and Japanese (CJK) show every page family; each other language a quarter of them,
 * a different quarter from one language to the next, so every family is measured in eight
 * languages, and every language signs up and shows the cabinet. Each page is loaded once and
 * measured at every width by resizing the window (a resize re-runs the layout and the media
 * queries). The full sweep (every sitemap page and the account pages × 20 languages × 4 widths) is
 * `npx node scripts/layout-sweep.mjs`, before a release or after a layout change.
 */
const PHONE_WIDTHS = [320, 390]
const WIDE_WIDTHS = [768, 1366]
const WIDE_SAMPLE = new Set(['en', 'de', 'ar', 'ja', 'ru', 'th'])
const EVERY_FAMILY = new Set(['en', 'de', 'ar', 'ja'])
const ROTATION = 4

/** Page families a visitor sees before signing up. */
const PUBLIC_PAGES = [
  '/',
  '/netflix/', // a feature page
  '/download/',
  '/android/', // a platform page
  '/ip-check/',
  '/change-ip/',
  '/dns-check/',
  '/web-rtc/',
  '/password-generator/',
  '/blog/',
  '/blog/what-is-vpn/',
  '/terms/',
  '/contact-us/',
]
/** Before the cabinet, which comes after a sign-up (the sign-up page is always measured, last). */
const ACCOUNT_PAGES = ['/login/', '/forgot-password/', '/order/', '/no-such-page/' /* 404 */]

/** The language's share of a list: all of it, or every fourth item from the language's own offset. */
const shareOf = (locale: Locale, paths: string[]) =>
  EVERY_FAMILY.has(locale) ? paths : paths.filter((_, index) => index % ROTATION === LOCALES.indexOf(locale) % ROTATION)

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/** The page at each width: every problem found, prefixed with where. */
async function problemsAt(page: Page, label: string, widths: number[]): Promise<string[]> {
  const problems: string[] = []
  for (const width of widths) {
    // Resolves once the window has the new size; measuring forces the layout for it.
    await page.setViewportSize({ width, height: 800 })
    const report = await page.evaluate(findOverflow)
    const targets = await page.evaluate(findSmallTargets)
    const overlaps = (await page.evaluate(findHeaderOverlaps)).map((line) => `header: ${line}`)
    problems.push(
      ...[...overflowLines(report), ...smallTargetLines(targets), ...overlaps].map(
        (line) => `${label} at ${width} px: ${line}`,
      ),
    )
  }
  return problems
}

/** Loads each page at the first width, then measures it at every width. */
async function sweep(page: Page, locale: string, paths: string[], widths: number[]): Promise<string[]> {
  const problems: string[] = []
  for (const [index, path] of paths.entries()) {
    const url = `${prefix(locale)}${path}`
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await page.goto(url)
    await page.evaluate(() => document.fonts.ready)
    // The first page of a visit waits for hydration and the cookie banner, which is measured too.
    if (index === 0) await page.waitForFunction(() => document.documentElement.dataset.cookieConsent !== undefined)
    problems.push(...(await problemsAt(page, url, widths)))
  }
  return problems
}

test.describe('no horizontal overflow, no small targets', () => {
  test.describe.configure({ timeout: 150_000 })

  for (const locale of LOCALES) {
    const widths = WIDE_SAMPLE.has(locale) ? [...PHONE_WIDTHS, ...WIDE_WIDTHS] : PHONE_WIDTHS

    test(`${locale}: public page families at ${widths.join(', ')} px`, async ({ page }) => {
      const problems = await sweep(page, locale, shareOf(locale, PUBLIC_PAGES), widths)
      expect(problems, 'elements reaching past the viewport, targets too small, header overlaps').toEqual([])
    })

    test(`${locale}: account pages and the cabinet after sign-up at ${widths.join(', ')} px`, async ({ page }) => {
      const problems = await sweep(page, locale, [...shareOf(locale, ACCOUNT_PAGES), '/sign-up/'], widths)
      // Sign up on the page just measured; the cabinet it leads to.
      await page
        .getByLabel(tr(locale, 'E-mail address'))
        .fill(`overflow-${locale}-${Date.now().toString(36)}@example.org`)
      await page.getByLabel(tr(locale, 'Password'), { exact: true }).fill('correct horse battery staple')
      await page.getByRole('button', { name: tr(locale, 'Create account') }).click()
      await expect(page).toHaveURL(/\/cabinet\/profile\//, { timeout: 20_000 })
      await page.evaluate(() => document.fonts.ready)
      problems.push(...(await problemsAt(page, `${prefix(locale)}/cabinet/profile/`, widths)))
      expect(problems, 'elements reaching past the viewport, targets too small, header overlaps').toEqual([])
    })
  }
})

test('the overflow check names wide elements and long words, and ignores what may be wider', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 600 })
  await page.setContent(`
    <style>body { margin: 0; font: 16px/1.5 sans-serif } .clip { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%) }</style>
    <main>
      <p class="fits">Fits</p>
      <div class="table-wrap" style="overflow-x: auto"><table style="inline-size: 900px"><tr><td>Wide table</td></tr></table></div>
      <span class="clip">A long hidden label that is much wider than the screen</span>
      <div style="display: none; inline-size: 900px">Not shown</div>
      <details><summary>More</summary><div style="inline-size: 900px">Closed</div></details>
      <form class="contact-form"><div class="field" style="box-sizing: border-box; inline-size: 400px">Too wide</div></form>
      <h1 style="font-size: 40px">Nutzungsbedingungenxxx</h1>
    </main>`)
  const report = await page.evaluate(findOverflow)
  expect(report.offenders.map((o) => o.element)).toEqual([
    'div.field "Too wide"',
    'text in h1 "Nutzungsbedingungenxxx"',
  ])
  expect(report.offenders[0]).toMatchObject({ left: 0, right: 400, past: 80 })
  expect(report.documentWidth).toBeGreaterThanOrEqual(400)
  expect(overflowLines(report)[1]).toBe('div.field "Too wide" reaches 80 px past the viewport (x 0…400 of 320)')

  // Without the wide parts, nothing is reported.
  await page.evaluate(() => document.querySelectorAll('form, h1').forEach((element) => element.remove()))
  expect(overflowLines(await page.evaluate(findOverflow))).toEqual([])
})

test('the header check names links that run into a button, not ones that only touch it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 200 })
  await page.setContent(`
    <header class="site-header" style="display: flex; font: 16px/1.5 sans-serif">
      <a class="site-header__brand" href="/" style="inline-size: 100px">Logo</a>
      <nav class="site-nav site-nav--bar" style="inline-size: 200px"><ul style="display: flex; margin: 0; padding: 0; list-style: none">
        <li><a href="/a" style="display: block; inline-size: 100px">Touches</a></li>
        <li><a href="/b" style="display: block; inline-size: 140px">Runs under</a></li>
      </ul></nav>
      <div class="site-header__tools" style="display: flex; margin-inline-start: -40px"><button class="language-button">EN</button></div>
    </header>`)
  expect(await page.evaluate(findHeaderOverlaps)).toEqual(['a "Runs under" overlaps button.language-button "EN"'])
})

test('the target check names small targets and keeps the exceptions (spaced, in a sentence)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 })
  await page.setContent(`
    <body style="margin: 0; font: 16px/1.5 sans-serif">
      <div><button style="inline-size: 16px; block-size: 16px; padding: 0">x</button><button style="inline-size: 16px; block-size: 16px; padding: 0">y</button></div>
      <p>Read <a href="/a">the policy</a> first.</p>
      <div style="padding: 40px"><button style="inline-size: 16px; block-size: 16px; padding: 0">alone</button></div>
      <form><button class="big" style="block-size: 48px">Send</button><a class="button" href="/b" style="display: inline-block; block-size: 36px; padding-inline: 16px">Go</a></form>
      <label><input type="checkbox"> A checkbox with its label</label>
    </body>`)
  expect(smallTargetLines(await page.evaluate(findSmallTargets))).toEqual([
    'button "x" is 16 × 16 px (needs 24)',
    'button "y" is 16 × 16 px (needs 24)',
    'a.button "Go" is 53 × 36 px (needs 44)',
  ])
  // On a wide screen, buttons need no thumb's height.
  await page.setViewportSize({ width: 1366, height: 600 })
  expect(await page.evaluate(findSmallTargets)).toHaveLength(2)
})
