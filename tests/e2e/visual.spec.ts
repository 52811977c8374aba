import type { Page } from '@playwright/test'

import { imagesSettled } from '../support/images-settled'
import { openPagePart, signUpForScreenshots } from '../support/page-parts'
import {
  localizedPath,
  PAGE_FAMILIES,
  THEMES,
  VISUAL_LOCALES,
  VISUAL_VIEWPORTS,
  type PageFamily,
} from '../support/page-families'
import { expect, test } from './fixtures'

/**
 * Visual regression: one page of each family in en, de, ar and ja, on a phone and a desktop, light
 * and dark, compared with the committed baselines (tests/e2e/visual.spec.ts-snapshots/, rendered
 * with the fonts `.ci/run` installs). Each picture is the first screen, where a page's design shows
 * most, at a size the repository can keep (decision 020); the layout gate measures the rest of every
 * page, and the contact sheet (`npm run screenshots`) shows whole pages. After an intended change:
 * `npm run test:visual:update`, then look at every changed picture before committing it.
 *
 * In `npm test` each family is compared in one language per screen and theme, a different one in
 * each combination, so every family is seen in all four languages (the phone-only menu in two) and
 * every language on both screens and in both themes: 54 pictures. `npm run test:visual` compares
 * all 216.
 */
const ALL_LOCALES = process.env.VISUAL_ALL === '1'

/** The languages one test compares: all four, or the one its place in the rotation picks. */
const localesFor = (combination: number) =>
  ALL_LOCALES ? VISUAL_LOCALES : [VISUAL_LOCALES[combination % VISUAL_LOCALES.length]!]

/** The page as a visitor sees it once it has settled: hydrated, fonts and images in, caret hidden. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent !== undefined)
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(imagesSettled, false)
}

async function photograph(page: Page, family: PageFamily, name: string) {
  for (const [selector, text] of Object.entries(family.fixedText ?? {})) {
    await page.locator(selector).evaluateAll((elements, stand) => {
      for (const element of elements) element.textContent = stand
    }, text)
  }
  await expect(page).toHaveScreenshot(name, {
    mask: (family.mask ?? []).map((selector) => page.locator(selector)),
    animations: 'disabled',
    caret: 'hide',
  })
}

for (const [viewportIndex, [viewportName, viewport]] of (Object.entries(VISUAL_VIEWPORTS) as [
  keyof typeof VISUAL_VIEWPORTS,
  (typeof VISUAL_VIEWPORTS)[keyof typeof VISUAL_VIEWPORTS],
][]).entries()) {
  for (const [themeIndex, theme] of THEMES.entries()) {
    test.describe(`looks as designed: ${viewportName}, ${theme}`, () => {
      test.use({ viewport, colorScheme: theme })
      // With VISUAL_ALL, four languages, each loaded, settled and compared: more than the default
      // 30 s on a busy machine.
      test.describe.configure({ timeout: 120_000 })

      for (const [familyIndex, family] of PAGE_FAMILIES.entries()) {
        if (family.viewports && !family.viewports.includes(viewportName)) continue
        const locales = localesFor(familyIndex + 2 * viewportIndex + themeIndex)

        test(`${family.name} (${family.path}) in ${locales.join(', ')}`, async ({ page, context, baseURL }) => {
          // The banner answered and the free-locations modal seen: it opens by itself 3 s after
          // start on the home page, over whatever a slow run photographs then.
          await context.addCookies([
            { name: 'cookies_popup_status', value: 'declined', url: baseURL! },
            { name: 'show_free_locations_modal', value: '0', url: baseURL! },
          ])
          if (family.signedIn) await signUpForScreenshots(page)
          for (const locale of locales) {
            await page.goto(localizedPath(locale, family.path))
            await settle(page)
            if (family.open) await openPagePart(page, family.open)
            await photograph(page, family, `${family.name}-${locale}-${viewportName}-${theme}.png`)
          }
        })
      }
    })
  }
}
