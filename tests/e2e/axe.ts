import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * WCAG violations on the current page (or in the element `within` selects) as `path rule: targets`,
 * checked after hydration (the consent
 * state is set) with finite entry animations jumped to their end, so contrast is measured on the
 * final colours; looping spinners are left alone.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.dataset.cookieConsent)
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().iterations ?? 1)) animation.finish()
    }
  })
  const path = new URL(page.url()).pathname
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)
}
