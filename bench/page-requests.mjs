// `npm run bench:requests`: how many requests a page view costs, in the system Chromium against a
// local production server. Targets (issue): a page view plus a scroll to the bottom makes ≤ 15
// requests and no server-function call (`/_serverFn/…`); a client-side navigation from the header
// makes ≤ 2 requests, and on a second visit to the same page each is answered from a cache.
//
// Each page is opened in a fresh context (nothing cached) at desktop 1366×900 and phone 390×844,
// with the cookie banner answered and the free-locations modal seen (cookies), so no dialog loads
// code of its own. The visit waits for the load event, the popup check the app runs 3 s after
// start (its requests belong to the page view: a visitor who stays that long makes them) and a
// quiet network, then scrolls down a screen per frame to the bottom (lazy images, link prefetch)
// and waits for a quiet network again. Then, from the top, it clicks the header's link to the
// servers page (on the phone: in the menu drawer), goes back, and clicks it again. Prints a table,
// the requests grouped by kind, an OK/MISSED line per target; exits 1 when a target is missed.
// Every request the page's frame makes counts, also Chromium's own fetch of the `<link rel=icon>`
// that follows each URL change (it is a request the visitor's browser makes, too).
//
// Options (environment): BENCH_PORT (default 3223), CHROMIUM_PATH (default /usr/bin/chromium when
// present), BENCH_PAGES (comma-separated paths), BENCH_REBUILD=1 to build afresh first.
import { readFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { PREFETCH_DELAY_MS } from '#app/lib/build/preload-limits.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../tests/support/system-chromium.ts'
import { root, startProductionServer } from './lib/production-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3223)
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/de/', '/', '/ja/download/', '/ar/netflix/']
const WIDTHS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
}
const TARGET = { pageRequests: 15, navRequests: 2 }
// Quiet time that counts as "network idle" (Playwright's own networkidle uses 500 ms too; its
// load state does not reset on a client-side navigation, so the bench tracks requests itself).
const QUIET_MS = 500

// Server-function URLs carry a hash; the server build's manifest names the function behind it
// (read once the server has started: it builds first when there is no build).
const serverFnNames = new Map()
const readServerFnNames = () => {
  const manifest = readFileSync(`${root}dist/server/server.js`, 'utf8')
  for (const [, id, name] of manifest.matchAll(
    /"([0-9a-f]{64})":\s*\{\s*functionName:\s*"(\w+?)(?:_createServerFn_handler)?"/g,
  ))
    serverFnNames.set(id, name)
}

/** What a request is for, for the breakdown: by path and Chromium's resource type. */
function kindOf(url, type, origin) {
  const { pathname, host } = new URL(url)
  if (!url.startsWith(origin)) return `external (${host})`
  if (pathname.startsWith('/_serverFn/')) {
    const id = pathname.slice('/_serverFn/'.length).split('/')[0]
    return `server function ${serverFnNames.get(id) ?? id.slice(0, 12)}`
  }
  if (type === 'document') return 'document'
  if (/\/messages-[\w-]+\.js$/.test(pathname)) return 'catalog chunk'
  if (pathname.endsWith('.js')) return 'JS chunk'
  if (pathname.startsWith('/api/')) return `API ${pathname}`
  // Images by path (the favicon, the icon sprite, photos): `other` is what Chromium calls an
  // icon the browser fetches for the tab, or an SVG sprite an `<svg><use>` refers to.
  if (type === 'image' || /\.(svg|png|jpe?g|webp|avif|ico)$/.test(pathname)) return `image ${pathname}`
  if (type === 'stylesheet' || type === 'font') return type
  return `${type} ${pathname}`
}

/**
 * Records every request of a page (Playwright's `request` event: also those a cache answers) and
 * marks the ones answered from a cache. Playwright does not tell that; Chromium's DevTools protocol
 * does, on a session of its own: `Network.requestServedFromCache` for the memory cache,
 * `response.fromDiskCache` / `fromPrefetchCache` / `fromServiceWorker` for the others. A
 * revalidation the server answers 304 Not Modified also counts as a cache answer (no body sent).
 */
async function recordRequests(context, page, origin) {
  const log = []
  const inflight = new Set()
  let lastActivity = Date.now()
  // Answers from a cache since the phase started, by URL (a URL can be asked for twice).
  const cachedUrls = new Map()
  const cacheHit = (url) => cachedUrls.set(url, (cachedUrls.get(url) ?? 0) + 1)
  const cdp = await context.newCDPSession(page)
  const urls = new Map()
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
  cdp.on('Network.requestServedFromCache', (e) => urls.has(e.requestId) && cacheHit(urls.get(e.requestId)))
  cdp.on('Network.responseReceived', ({ response: r }) => {
    if (r.fromDiskCache || r.fromPrefetchCache || r.fromServiceWorker || r.status === 304) cacheHit(r.url)
  })
  await cdp.send('Network.enable')
  page.on('request', (request) => {
    inflight.add(request)
    lastActivity = Date.now()
    log.push({ url: request.url(), kind: kindOf(request.url(), request.resourceType(), origin) })
  })
  const done = (request) => {
    inflight.delete(request)
    lastActivity = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** Starts a phase: the requests from here on, cache marks from here on. */
    mark() {
      cachedUrls.clear()
      return log.length
    },
    since(start) {
      return log.slice(start).map((entry) => {
        const hits = cachedUrls.get(entry.url) ?? 0
        if (hits) cachedUrls.set(entry.url, hits - 1)
        return { ...entry, cached: hits > 0 }
      })
    },
    /** Resolves once nothing has been in flight for QUIET_MS (or after 20 s: then says so). */
    async idle(deadline = Date.now() + 20_000) {
      while ((inflight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      if (inflight.size) console.error(`  still loading after 20 s: ${[...inflight].map((r) => r.url()).join(' ')}`)
    },
  }
}

/** The header's link to the servers page; on the phone in the menu drawer, which this opens. */
async function serversLink(page, phone) {
  const link = page.locator(`${phone ? '.site-nav--drawer' : '.site-nav--bar'} a[href$="/servers/"]`)
  if (phone && !(await link.isVisible())) await page.locator('.site-header__menu').tap()
  await link.waitFor()
  return link
}

async function measure(browser, origin, path, width) {
  const context = await browser.newContext(WIDTHS[width])
  await context.addCookies([
    { name: 'cookies_popup_status', value: 'declined', url: origin },
    { name: 'show_free_locations_modal', value: '0', url: origin },
  ])
  // The service popup's feed answers an empty list (as in bench:cls): the feed request still
  // counts, but no popup covers the header link or loads an image of its own.
  await context.route('**/api/planet-vpn/v3/popups/*.json', (route) => route.fulfill({ json: [] }))
  const page = await context.newPage()
  try {
    const requests = await recordRequests(context, page, origin)
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
    await page.waitForFunction(() => document.documentElement.dataset.servicePopupChecked === 'true', null, {
      timeout: 20_000,
    })
    await requests.idle()
    // A screen per step, a frame between steps, until the bottom stays the bottom (lazy parts
    // may make the page longer on the way).
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
      for (let stuck = 0; stuck < 3;) {
        const before = window.scrollY
        window.scrollBy(0, window.innerHeight)
        await frame()
        stuck = window.scrollY === before ? stuck + 1 : 0
      }
    })
    await requests.idle()
    const view = requests.since(0)
    // Back to the top first (not counted): the click then needs no scroll of its own.
    await page.evaluate(() => window.scrollTo(0, 0))
    await requests.idle()
    const visits = []
    for (const visit of [1, 2]) {
      if (visit === 2) {
        // Back on the page, its link prefetch starts again PREFETCH_DELAY_MS later: waited for, so
        // what it loads is not counted as the second visit's (it is not caused by the click).
        await page.goBack()
        await page.waitForURL(`${origin}${path}`)
        await new Promise((resolve) => setTimeout(resolve, PREFETCH_DELAY_MS))
        await requests.idle()
      }
      // Opening the drawer is not the navigation: what it loads is waited for, not counted.
      const link = await serversLink(page, width === 'phone')
      await requests.idle()
      const start = requests.mark()
      await (width === 'phone' ? link.tap() : link.click())
      await page.waitForURL(/\/servers\/$/)
      await requests.idle()
      visits.push(requests.since(start))
    }
    return { path, width, view, visits }
  } finally {
    await context.close()
  }
}

const started = performance.now()
const server = await startProductionServer({ port: PORT })
readServerFnNames()
const browser = await chromium.launch({ executablePath: chromiumPath, args: SYSTEM_CHROMIUM_ARGS })
// An interrupted run closes the browser and the server (a `finally` does not run on a signal).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    void Promise.allSettled([browser.close(), server.stop()]).then(() => process.exit(130))
  })
}
const rows = []
try {
  // One visit at a time: requests, not timings, are measured, but a quiet network is easier to see.
  for (const path of PAGES)
    for (const width of Object.keys(WIDTHS)) rows.push(await measure(browser, server.origin, path, width))
} finally {
  await browser.close()
  await server.stop()
}

const serverFns = (list) => list.filter((r) => r.kind.startsWith('server function')).length
const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd([16, 7][i]) : String(c).padStart(10))).join(' ')
console.log('Requests per page view (+ scroll to the bottom) and per header navigation to the servers page')
console.log(line(['page', 'width', 'requests', 'serverFn', 'nav 1st', 'nav 2nd', '2nd cached']))
for (const { path, width, view, visits } of rows) {
  const [first, second] = visits
  const cached = `${second.filter((r) => r.cached).length}/${second.length}`
  console.log(line([path, width, view.length, serverFns(view), first.length, second.length, cached]))
}

// What the counts are made of, summed over all visits of a kind: requests, of them from a cache.
for (const [label, pick] of [
  ['page view + scroll', (row) => row.view],
  ['navigation, first visit', (row) => row.visits[0]],
  ['navigation, second visit', (row) => row.visits[1]],
]) {
  const kinds = new Map()
  for (const { kind, cached } of rows.flatMap(pick)) {
    const k = kinds.get(kind) ?? [0, 0]
    kinds.set(kind, [k[0] + 1, k[1] + (cached ? 1 : 0)])
  }
  console.log(`\n${label}, all ${rows.length} visits (requests, from a cache, kind):`)
  for (const [kind, [count, cached]] of [...kinds].sort((a, b) => b[1][0] - a[1][0]))
    console.log(`${String(count).padStart(6)} ${String(cached).padStart(5)}  ${kind}`)
}

console.log('')
let missed = 0
for (const [target, met] of [
  [`page view + scroll: ≤ ${TARGET.pageRequests} requests`, (r) => r.view.length <= TARGET.pageRequests],
  ['page view + scroll: no server-function call', (r) => serverFns(r.view) === 0],
  [
    `navigation: ≤ ${TARGET.navRequests} requests, both visits`,
    (r) => r.visits.every((v) => v.length <= TARGET.navRequests),
  ],
  ['navigation, second visit: every request from a cache', (r) => r.visits[1].every((request) => request.cached)],
]) {
  const misses = rows.filter((row) => !met(row)).map((row) => `${row.path} ${row.width}`)
  if (misses.length) missed++
  console.log(`${misses.length ? 'MISSED' : 'OK    '} ${target}${misses.length ? ` (${misses.join(', ')})` : ''}`)
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
process.exit(missed ? 1 : 0)
