// `npm run test:pseudo`: the site in Lingui's pseudo-locale, in a real browser. A copy of the
// project is built with `I18N_PSEUDO=1` (scripts/vite-plugins/catalog-parts.ts: every English
// message accented, 40 % longer, between ⟦ ⟧) and served; a page of each family is opened at
// 390 and 1366 px, and the check fails on
// - any text on screen, or accessible name (aria-label, alt, placeholder, title), that still has
//   plain English letters: a string in the code that is not a message, so no translator sees it;
// - any element reaching past the viewport (tests/support/overflow.ts): a layout that only fits
//   English;
// - header items on top of each other (tests/support/header-overlap.ts): a navigation link whose
//   box meets the logo, the language button, the account link, the call to action or another link.
// Left out, because they are not messages: what the content files say (translated as files and
// checked by `npm run i18n:check`; found by comparing with the English files), data (prices,
// dates, sizes, e-mail addresses, languages by their own names) and names that are never
// translated (NAMES below).
// The copy lives in a temporary folder and is removed afterwards; the normal build is untouched.
// Options (environment): PSEUDO_PORT (default 3231), PSEUDO_KEEP=1 keeps the copy.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'

import { chromium } from '@playwright/test'

import { root, startProductionServer } from '../bench/lib/production-server.mjs'
import { findHeaderOverlaps } from '../tests/support/header-overlap.ts'
import { findOverflow, overflowLines } from '../tests/support/overflow.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../tests/support/system-chromium.ts'

const PORT = Number(process.env.PSEUDO_PORT ?? 3231)
/** A page of each family whose words are messages (content pages are checked for their frame). */
const PAGES = [
  '/',
  '/download/',
  '/android/',
  '/netflix/',
  '/ip-check/',
  '/password-generator/',
  '/dns-check/',
  '/blog/',
  '/terms/',
  '/contact-us/',
  '/login/',
  '/sign-up/',
  '/forgot-password/',
  '/order/',
  '/servers/',
  '/status/',
  '/no-such-page/',
]
const WIDTHS = [390, 1366]
/** Elements whose words are data or a content file's rendered Markdown, not messages. */
const NOT_MESSAGES = [
  '.prose',
  '[lang]:not(html)',
  'time',
  '.refund-window', // a number of days, formatted by Intl
  '.download-file dd', // a file's size and checksum
  '.tool__password', // a generated password
  '.server__city', // a city as the API names it
  '.server__country', // a country's name from Intl
  '.status-cities', // cities as the API names them
  '.status-incident__summary', // an incident's text as the operator wrote it
]
/** Never translated: the brand and company, app stores, platforms, networks, protocols. */
const NAMES = [
  'FREE VPN PLANET S.R.L.',
  'Planet VPN',
  'App Store',
  'Google Play',
  'AppGallery',
  'Android TV',
  'Android',
  'Windows',
  'macOS',
  'iOS',
  'Linux',
  'Router',
  'Chrome',
  'Firefox',
  'Edge',
  'Opera',
  'Yandex Browser',
  'Facebook',
  'Instagram',
  'YouTube',
  'WireGuard',
  'OpenVPN',
  'IKEv2',
  'WebRTC',
  'DNS',
  'VPN',
  'IP',
]

/** What the English content files say (page files, document titles and descriptions). */
function contentCorpus() {
  const texts = []
  const walk = (value) => {
    if (typeof value === 'string') texts.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const file of readdirSync(`${root}content/pages/en`)) {
    walk(JSON.parse(readFileSync(`${root}content/pages/en/${file}`, 'utf8')))
  }
  for (const kind of ['blog', 'legal']) {
    for (const file of readdirSync(`${root}content/${kind}/en`)) {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(`${root}content/${kind}/en/${file}`, 'utf8'))
      for (const line of front?.[1].split(/\r?\n/) ?? []) texts.push(line.slice(line.indexOf(':') + 1).trim())
    }
  }
  return texts.join('\n')
}

const copy = mkdtempSync(`${tmpdir()}/pseudo-locale-`)
let server
let browser
let failed = false
try {
  const started = performance.now()
  const skip = /[\\/](node_modules|dist|\.data|\.git|tests|test-results|playwright-report)$/
  cpSync(root, copy, { recursive: true, filter: (source) => !skip.test(source) })
  symlinkSync(`${root}node_modules`, `${copy}/node_modules`)
  const build = spawnSync('npx', ['vite', 'build'], {
    cwd: copy,
    env: { ...process.env, I18N_PSEUDO: '1' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`The pseudo-locale build failed:\n${build.stdout}\n${build.stderr}`)
  server = await startProductionServer({ port: PORT, dir: `${copy}/` })
  browser = await chromium.launch({ executablePath: chromiumPath, args: SYSTEM_CHROMIUM_ARGS })
  const context = await browser.newContext()
  const page = await context.newPage()
  const problems = []
  const content = contentCorpus()
  for (const path of PAGES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(`${server.origin}${path}`)
    await page.waitForFunction(() => document.documentElement.dataset.cookieConsent !== undefined)
    await page.evaluate(() => document.fonts.ready)
    const english = await page.evaluate(plainEnglish, { exclude: NOT_MESSAGES.join(','), names: NAMES, content })
    problems.push(...english.map((text) => `${path}: not a message: ${text}`))
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const lines = overflowLines(await page.evaluate(findOverflow))
      problems.push(...lines.map((line) => `${path} at ${width} px: ${line}`))
      const overlaps = await page.evaluate(findHeaderOverlaps)
      problems.push(...overlaps.map((line) => `${path} at ${width} px: header: ${line}`))
    }
  }
  console.log(`Pseudo-locale: ${PAGES.length} pages at ${WIDTHS.join(' and ')} px`)
  for (const problem of [...new Set(problems)]) console.log(`  ${problem}`)
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
  if (problems.length) {
    console.log(`FAIL: ${new Set(problems).size} problem(s)`)
    failed = true
  } else {
    console.log('OK: every text on screen is a message, nothing overflows, and the header items do not overlap')
  }
} finally {
  await browser?.close()
  await server?.stop()
  if (process.env.PSEUDO_KEEP !== '1') rmSync(copy, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

/**
 * Runs in the page: the visible texts and accessible names with English letters left once the
 * names, e-mail and web addresses, currency codes, file extensions and dates are taken out.
 */
function plainEnglish({ exclude, names, content }) {
  const found = new Set()
  const english = (text) => {
    let rest = text
    for (const name of names) rest = rest.replaceAll(name, ' ')
    rest = rest
      .replace(/\S+@\S+/g, ' ')
      .replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\S*/g, ' ')
      .replace(/\b[A-Z]{3}\b/g, ' ')
      .replace(/\.[a-z0-9]{2,4}\b/g, ' ')
      .replace(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g, ' ')
    return /[A-Za-z]{2,}/.test(rest)
  }
  const consider = (element, text) => {
    if (!text?.trim() || element.closest(exclude) || content.includes(text.trim())) return
    if (english(text)) found.add(`${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text.trim().slice(0, 80)}"`)
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || ['script', 'style', 'template', 'noscript'].includes(parent.localName)) continue
    if (!parent.checkVisibility({ visibilityProperty: true })) continue
    consider(parent, node.textContent)
  }
  for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
    for (const attribute of ['aria-label', 'alt', 'placeholder', 'title']) {
      consider(element, element.getAttribute(attribute))
    }
  }
  return [...found]
}
