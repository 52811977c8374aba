// `npm run screenshots`: a contact sheet for reviewers. Serves the production build, photographs one
// page of each family (tests/support/page-families.ts) in en, de, ar and ja, on a phone (390 px) and a
// desktop (1366 px), light and dark, whole pages, and writes screenshots/index.html: one row per
// family, one picture per locale × width × theme, each linked to its full-size file.
//
// Options (environment): SHOTS_PORT (default 3232), SHOTS_FAMILIES / SHOTS_LOCALES (comma-separated
// subsets), SHOTS_DIR (default screenshots/).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { startProductionServer, root } from '../bench/lib/production-server.mjs'
import { openPagePart, signUpForScreenshots } from '../tests/support/page-parts.ts'
import { localizedPath, PAGE_FAMILIES, THEMES, VISUAL_LOCALES, VISUAL_VIEWPORTS } from '../tests/support/page-families.ts'
import { chromiumPath, SYSTEM_CHROMIUM_ARGS } from '../tests/support/system-chromium.ts'

const PORT = Number(process.env.SHOTS_PORT ?? 3232)
const OUT = `${root}${process.env.SHOTS_DIR ?? 'screenshots'}/`
const subset = (name) => process.env[name]?.split(',').map((s) => s.trim())
const families = PAGE_FAMILIES.filter((f) => !subset('SHOTS_FAMILIES') || subset('SHOTS_FAMILIES').includes(f.name))
const locales = VISUAL_LOCALES.filter((l) => !subset('SHOTS_LOCALES') || subset('SHOTS_LOCALES').includes(l))

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const server = await startProductionServer({ port: PORT })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumPath ? SYSTEM_CHROMIUM_ARGS : [] })
const shots = []
let visitor = 0
try {
  for (const [viewportName, viewport] of Object.entries(VISUAL_VIEWPORTS)) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport, colorScheme: theme, baseURL: server.origin })
      await context.addCookies([{ name: 'cookies_popup_status', value: 'declined', url: server.origin }])
      const page = await context.newPage()
      // Each context is its own visitor for the rate limits (the server trusts loopback's header).
      visitor += 1
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.77.${visitor >> 8}.${visitor & 255}` })
      if (families.some((f) => f.signedIn)) await signUpForScreenshots(page)
      for (const family of families) {
        if (family.viewports && !family.viewports.includes(viewportName)) continue
        for (const locale of locales) {
          const file = `${family.name}-${locale}-${viewportName}-${theme}.png`
          await page.goto(localizedPath(locale, family.path), { waitUntil: 'networkidle' })
          if (family.open) await openPagePart(page, family.open)
          await page.screenshot({ path: `${OUT}${file}`, fullPage: !family.open, animations: 'disabled' })
          shots.push({ family: family.name, locale, viewportName, theme, file })
          process.stdout.write('.')
        }
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
const rows = families.map((family) => {
  const cells = shots
    .filter((s) => s.family === family.name)
    .map(
      (s) =>
        `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" loading="lazy" alt=""></a>` +
        `<figcaption>${s.locale} · ${s.viewportName} · ${s.theme}</figcaption></figure>`,
    )
  return `<section><h2>${escape(family.name)} <code>${escape(family.path)}</code></h2><div class="row">${cells.join('')}</div></section>`
})
writeFileSync(
  `${OUT}index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Planet VPN — contact sheet</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:.75rem;overflow-x:auto;align-items:flex-start}
figure{margin:0;flex:none}img{display:block;max-block-size:420px;border:1px solid #ccc}figcaption{color:#555}</style>
<h1>Contact sheet — ${new Date().toISOString().slice(0, 16)} UTC</h1>${rows.join('\n')}</html>\n`,
)
console.log(`\n${shots.length} screenshots; open ${OUT}index.html`)
