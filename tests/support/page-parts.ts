import type { Page } from '@playwright/test'

import type { PageFamily } from './page-families.ts'

const PASSWORD = 'correct horse battery staple'

/** Creates a fresh account through the English sign-up form; the session cookie then opens every cabinet page. */
export async function signUpForScreenshots(page: Page): Promise<void> {
  await page.goto('/sign-up/')
  await page
    .getByLabel('E-mail address')
    .fill(`shots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}@example.org`)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL(/\/cabinet\/profile\//)
}

const SHEETS = { menu: 'site-drawer', languages: 'language-sheet' } as const
const OPENERS = { menu: 'button[aria-controls="site-drawer"]', languages: 'button.language-button' } as const

/** Opens the part of the page a family shows closed on load (with the visible button that opens it), and waits until it is on screen. */
export async function openPagePart(page: Page, part: NonNullable<PageFamily['open']>): Promise<void> {
  const id = SHEETS[part]
  const opener = page.locator(`${OPENERS[part]}:visible`).first()
  // Hydrated (React has attached its props to the node): the footer's code loads after the page's,
  // and a press on its server-rendered button before that once left the sheet closed.
  await opener.evaluate(
    (button) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(button).some((key) => key.startsWith('__reactProps')) ? resolve() : requestAnimationFrame(check)
        check()
      }),
  )
  await opener.click()
  const sheet = page.locator(`#${id}`)
  await sheet.waitFor({ state: 'visible' })
  // At rest: its slide-in (and the backdrop's fade) finished.
  await sheet.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}
