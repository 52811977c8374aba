// `npm run bench:cls`: layout shift on the home page, a feature page and the download page, in
// English, German, Arabic (right to left) and Japanese, on a phone and a desktop viewport
// (budget: CLS 0).
//
// Each visit is a first visit (fresh browser context: no cookies, so the cookie banner shows); one
// page per locale (a different one from locale to locale) is visited once more as a logged-in
// visitor (the demo account's session and `fvp_is_logged_in=1`: the header's "Log in" becomes "My
// account" after hydration, and stays so once the server has confirmed the session, which must not
// move anything either): the header is the same markup on every page, so each locale on the phone
// (where the header wraps) and English on the desktop too. Every page is visited once
// more on a slow connection (bench/lib/trickle-proxy.mjs: the HTML in 1 kB pieces, 40 ms apart), so
// the browser paints it while it arrives: a row centred against markup parsed later moves then. A
// PerformanceObserver registered before any page script collects every `layout-shift` entry
// (buffered). The visit then waits for events, not for time: the load event, web fonts
// (`document.fonts.ready`), every image decoded, the app hydrated and its delayed work done
// (the service-popup check sets `data-service-popup-checked` 3 s after start), then scrolls to the
// bottom and back so lazy images load, waiting for them again; the page height must stay the same
// all the way down (a height jump fails the visit like a shift). Prints CLS (largest session window,
// as browsers report it) and the total of all shifts with the elements that moved, and for every
// shift when it happened and how each element moved; exits 1 when any page shifts at all (a shift
// right after input counts too: the visit has no input, so such a shift is still the page's own).
//
// Options (environment): BENCH_PORT (default 3221), CHROMIUM_PATH (default /usr/bin/chromium when
// present), BENCH_PAGES / BENCH_LOCALES (comma-separated, to run a subset), BENCH_SLOW_ONLY=1 for
// the slow-connection visits alone, BENCH_REBUILD=1 to build afresh first.

import { chromium, devices } from '@playwright/test'

import { imagesSettled } from '../tests/support/images-settled.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../tests/support/system-chromium.ts'
import { demoSessionToken, startProductionServer } from './lib/production-server.mjs'
import { startTrickleProxy } from './lib/trickle-proxy.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3221)
// The home page, an information page (the servers page: the shared layout of information pages
// plus the live server list, its map and flags) and the download page.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/servers/', '/download/']
const LOCALES = process.env.BENCH_LOCALES?.split(',') ?? ['en', 'de', 'ar', 'ja']
const VIEWPORTS = {
  // Lighthouse's mobile preset (Moto G Power): the same screen as `npm run bench:lighthouse`.
  mobile: { ...devices['Moto G4'], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
}
const executablePath = chromiumPath

/** Runs in the page before its own scripts: records every layout shift with the nodes that moved. */
function observeLayoutShifts() {
  const shifts = []
  window.__layoutShifts = shifts
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?'
    const classes = [...node.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
        moves: (entry.sources ?? []).map(
          (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        ),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** A step that must not hang the whole run: fails with its name after `ms`. */
async function within(ms, name, promise) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** CLS as browsers define it: the largest sum of shifts in a session window (gap < 1 s, span ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let worst = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0
      windowStart = shift.startTime
    }
    current += shift.value
    previous = shift.startTime
    worst = Math.max(worst, current)
  }
  return worst
}

async function measure(browser, origin, path, locale, viewportName, loggedIn, slow) {
  const context = await browser.newContext({ ...VIEWPORTS[viewportName], locale: locale === 'ar' ? 'ar' : 'en-US' })
  if (loggedIn) {
    // The flag the header reads, and a session behind it (a flag without one is cleared).
    await context.addCookies(
      [
        { name: 'fvp_session', value: sessionToken, httpOnly: true },
        { name: 'fvp_is_logged_in', value: '1' },
      ].map((cookie) => ({ ...cookie, url: origin })),
    )
  }
  // A popup feed with nothing to show: the popup is a modal dialog (no shift) and the feed is data.
  await context.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: [] }))
  await context.addInitScript(observeLayoutShifts)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    const url = `${origin}${locale === 'en' ? '' : `/${locale}`}${path}`
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await within(
      15_000,
      'web fonts',
      page.evaluate(() => document.fonts.ready),
    )
    await within(15_000, 'images', page.evaluate(imagesSettled, false))
    // Hydrated, and the delayed start-up work (chat at 2 s, popup check at 3 s) has run.
    await page.waitForFunction(() => document.documentElement.dataset.servicePopupChecked === 'true', null, {
      timeout: 20_000,
    })
    // Scroll through the whole page so lazy images load (their space must be reserved), then back;
    // the page's height must not change on the way (a block whose size was only estimated, such as
    // `content-visibility: auto`, or an image without reserved space makes the page jump).
    const heightJumps = await page.evaluate(async () => {
      const root = document.documentElement
      const jumps = []
      let height = root.scrollHeight
      const step = Math.max(200, window.innerHeight / 2)
      // The last stop is the very bottom, wherever the steps end.
      for (let y = 0; y < root.scrollHeight + step; y += step) {
        window.scrollTo(0, Math.min(y, root.scrollHeight))
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        if (Math.abs(root.scrollHeight - height) > 1) {
          jumps.push({ at: Math.round(window.scrollY), from: height, to: root.scrollHeight })
          height = root.scrollHeight
        }
      }
      return jumps
    })
    await within(15_000, 'lazy images', page.evaluate(imagesSettled, true))
    await page.evaluate(() => window.scrollTo(0, 0))
    // Two frames so the last layout is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shifts = await page.evaluate(() => window.__layoutShifts)
    const label = url.replace(origin, '') + (loggedIn ? ' (logged in)' : '') + (slow ? ' (slow network)' : '')
    return { url: label, viewportName, shifts, heightJumps, errors }
  } finally {
    await context.close()
  }
}

const started = performance.now()
const server = await startProductionServer({ port: PORT })
const sessionToken = await demoSessionToken(server.origin)
const slowNetwork = await startTrickleProxy({ upstream: server.origin, port: PORT + 1 })
const browser = await chromium.launch({
  executablePath,
  args: SYSTEM_CHROMIUM_ARGS,
})
const results = []
try {
  const allVisits = [
    ...LOCALES.flatMap((locale) => PAGES.map((path) => ({ locale, path, loggedIn: false }))),
    ...LOCALES.map((locale, index) => ({ locale, path: PAGES[index % PAGES.length], loggedIn: true })),
    ...LOCALES.flatMap((locale) => PAGES.map((path) => ({ locale, path, loggedIn: false, slow: true }))),
  ]
  const visits = process.env.BENCH_SLOW_ONLY === '1' ? allVisits.filter((visit) => visit.slow) : allVisits
  // Logged in: the phone (narrow, wrapping header) in every locale, the desktop in English.
  const jobs = visits.flatMap((visit) =>
    (visit.loggedIn && visit.locale !== 'en' ? ['mobile'] : Object.keys(VIEWPORTS)).map((viewportName) => ({
      ...visit,
      viewportName,
    })),
  )
  // Two visits at a time, each in its own context: every step waits for an event, not for time, so
  // sharing the CPU only changes when frames are painted (more varied timings, not fewer shifts seen).
  let next = 0
  const visitor = async () => {
    while (next < jobs.length) {
      const index = next++
      const { locale, path, loggedIn, slow = false, viewportName } = jobs[index]
      const origin = slow ? slowNetwork.origin : server.origin
      results[index] = await measure(browser, origin, path, locale, viewportName, loggedIn, slow)
    }
  }
  await Promise.all([visitor(), visitor()])
} finally {
  await browser.close()
  await slowNetwork.stop()
  await server.stop()
}

console.log(`Layout shift (CLS = largest session window; budget 0)`)
console.log(`${'page'.padEnd(34)} ${'viewport'.padEnd(8)} ${'CLS'.padStart(8)} ${'all shifts'.padStart(11)}  moved`)
let failed = 0
for (const { url, viewportName, shifts, heightJumps, errors } of results) {
  const cls = cumulativeLayoutShift(shifts)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  const moved = [...new Set(shifts.flatMap((shift) => shift.sources))].slice(0, 4).join(' ')
  if (total > 0 || heightJumps.length || errors.length) failed++
  console.log(
    `${url.padEnd(34)} ${viewportName.padEnd(8)} ${cls.toFixed(4).padStart(8)} ${total.toFixed(4).padStart(11)}  ${moved}`,
  )
  for (const shift of shifts) {
    console.log(
      `  shift ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms${shift.hadRecentInput ? ' (after input)' : ''}: ${shift.moves.join('; ')}`,
    )
  }
  for (const jump of heightJumps) {
    console.log(`  height jump while scrolling at y = ${jump.at} px: page ${jump.from} → ${jump.to} px`)
  }
  for (const error of errors) console.log(`  page error: ${error}`)
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
if (failed) {
  console.log(`FAIL: ${failed} of ${results.length} visits shifted, changed height while scrolling, or had page errors`)
  process.exit(1)
}
console.log(`OK: no layout shift and no height jump in ${results.length} visits`)
