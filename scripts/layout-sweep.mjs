// `node scripts/layout-sweep.mjs`: the full horizontal-overflow sweep. Every page of the sitemap
// and the account pages (log-in, sign-up, password pages, order, payment results, and the cabinet
// after a fresh sign-up) in all 20 languages, each at 320, 390, 768 and 1366 px; prints every
// element that reaches past the viewport (tag.class "text", how far, where) and exits 1 when any
// page overflows. The CI gate (tests/e2e/overflow.spec.ts) checks a sample of page families with the
// same detector (tests/support/overflow.ts); this is the sweep to run before a release or after a
// layout change. About 1,500 page loads: 10–20 minutes on 2 cores.
//
// Starts the production build on its own port (builds first when `dist/` is missing;
// BENCH_REBUILD=1 rebuilds). Options (environment): SWEEP_PORT (default 3231), SWEEP_LOCALES and
// SWEEP_WIDTHS (comma-separated subsets), SWEEP_PAGES (comma-separated paths instead of the
// sitemap's), SWEEP_CONCURRENCY (pages measured at once, default 2), CHROMIUM_PATH.

import { chromium } from '@playwright/test'

import { ACCOUNT_PAGES, PUBLIC_PATHS } from '../app/pages.ts'
import { LOCALE_CODES } from '../contracts/locales.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../tests/support/system-chromium.ts'
import { findOverflow, overflowLines } from '../tests/support/overflow.ts'
import { startProductionServer } from '../bench/lib/production-server.mjs'

const PORT = Number(process.env.SWEEP_PORT ?? 3231)
const LOCALES = process.env.SWEEP_LOCALES?.split(',') ?? [...LOCALE_CODES]
const WIDTHS = (process.env.SWEEP_WIDTHS?.split(',') ?? ['320', '390', '768', '1366']).map(Number)
const CONCURRENCY = Number(process.env.SWEEP_CONCURRENCY ?? 2)
// Account pages a visitor reaches without an account; the cabinet pages come after a sign-up.
const ANONYMOUS_ACCOUNT_PAGES = ACCOUNT_PAGES.filter((path) => !path.startsWith('/cabinet/') && path !== '/zendesk/sso/')
const CABINET_PAGES = ACCOUNT_PAGES.filter((path) => path.startsWith('/cabinet/'))
const PAGES = process.env.SWEEP_PAGES?.split(',') ?? [...PUBLIC_PATHS, ...ANONYMOUS_ACCOUNT_PAGES, '/no-such-page/']

const prefix = (locale) => (locale === 'en' ? '' : `/${locale}`)

/** Measures the open page at every width; returns one line per problem. */
async function measure(page, label) {
  const lines = []
  for (const width of WIDTHS) {
    // Resolves once the window has the new size; measuring forces the layout for it.
    await page.setViewportSize({ width, height: 800 })
    const report = await page.evaluate(findOverflow)
    lines.push(...overflowLines(report).map((line) => `${label} at ${width} px: ${line}`))
  }
  return lines
}

async function visit(page, origin, path) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 })
  await page.goto(origin + path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  return measure(page, path)
}

/** A new visitor (context) per language: signs up, then measures the cabinet pages. */
async function cabinet(browser, origin, locale) {
  const context = await newContext(browser)
  const page = await context.newPage()
  try {
    await page.goto(`${origin}${prefix(locale)}/sign-up/`, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent !== undefined)
    await page.locator('input[type="email"]').fill(`sweep-${locale}-${Date.now().toString(36)}@example.org`)
    await page.locator('input[type="password"]').first().fill('correct horse battery staple')
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL(/\/cabinet\//, { timeout: 20_000 })
    const lines = []
    for (const path of CABINET_PAGES) lines.push(...(await visit(page, origin, `${prefix(locale)}${path}`)))
    return lines
  } catch (error) {
    return [`${prefix(locale)}/cabinet/: could not sign up to measure it (${error.message.split('\n')[0]})`]
  } finally {
    await context.close()
  }
}

async function newContext(browser) {
  const context = await browser.newContext()
  const n = Math.floor(Math.random() * 2 ** 24)
  // A visitor address of its own (rate limits); the popup feed is campaign data, not layout.
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` })
  await context.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: [] }))
  return context
}

const started = performance.now()
const server = await startProductionServer({ port: PORT })
const browser = await chromium.launch({ executablePath: chromiumPath, args: SYSTEM_CHROMIUM_ARGS })
const problems = []
let visited = 0
try {
  for (const locale of LOCALES) {
    const queue = PAGES.map((path) => `${prefix(locale)}${path}`)
    const contexts = await Promise.all(Array.from({ length: CONCURRENCY }, () => newContext(browser)))
    await Promise.all(
      contexts.map(async (context) => {
        const page = await context.newPage()
        for (let path = queue.shift(); path; path = queue.shift()) {
          try {
            problems.push(...(await visit(page, server.origin, path)))
          } catch (error) {
            problems.push(`${path}: could not be measured (${error.message.split('\n')[0]})`)
          }
          visited++
        }
        await context.close()
      }),
    )
    if (!process.env.SWEEP_PAGES) problems.push(...(await cabinet(browser, server.origin, locale)))
    console.log(`${locale}: ${problems.length} problems so far (${visited} pages)`)
  }
} finally {
  await browser.close()
  await server.stop()
}

const seconds = ((performance.now() - started) / 1000).toFixed(0)
for (const line of problems) console.log(line)
if (problems.length) {
  console.log(`FAIL: ${problems.length} overflow problems in ${visited} pages × ${WIDTHS.length} widths (${seconds} s)`)
  process.exit(1)
}
console.log(`OK: nothing reaches past the viewport in ${visited} pages × ${WIDTHS.length} widths (${seconds} s)`)
