// `npm run bench:js`: the initial JavaScript of every public page (budget: ≤ 135 kB gzip).
//
// For each page of the sitemap (every public path in every locale) it reads the server-rendered
// HTML, takes the module scripts and modulepreloads it names, follows their static imports through
// the files of dist/client, adds the page's message catalog parts (the shell and the parts the
// server rendered the page with: the browser loads them before hydration, see
// app/lib/i18n/catalogs.ts) and sums the gzip sizes (level 9, 1 kB = 1000 bytes). Reading the HTML
// and the files is deterministic; no browser is involved. Prints the largest pages first and exits
// 1 when one of them is over the budget.
//
// Options (environment): BUDGET_KB (default 135), BENCH_PORT (default 3220), BENCH_LOCALES
// (comma-separated; default all), BENCH_REBUILD=1 to build afresh first, BENCH_SHOW_FILES=<path> to
// list the files one page loads with their sizes.
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { gzipSync } from 'node:zlib'

import { LOCALE_CODES } from '#contracts/locales.ts'
import { mapLimit, root, sitemapPaths, startProductionServer } from './lib/production-server.mjs'

const BUDGET_KB = Number(process.env.BUDGET_KB ?? 135)
const PORT = Number(process.env.BENCH_PORT ?? 3220)
const ONLY_LOCALES = process.env.BENCH_LOCALES?.split(',').map((code) => code.trim())
const clientDir = `${root}dist/client`

const fileCache = new Map()
/** Text and gzip size of a built file, by its URL path (`/assets/x.js`). */
function builtFile(urlPath) {
  let file = fileCache.get(urlPath)
  if (!file) {
    const bytes = readFileSync(`${clientDir}${urlPath}`)
    file = { text: bytes.toString('utf8'), gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length }
    fileCache.set(urlPath, file)
  }
  return file
}

// Static imports as the bundler writes them: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. Dynamic `import("./x.js")` is excluded on purpose: those load on demand.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`]([^"'`()]+\.js)["'`]/g

/** The files a module needs before it runs: itself and its static imports, transitively. */
function staticGraph(entries) {
  const seen = new Set()
  const visit = (urlPath) => {
    if (seen.has(urlPath)) return
    seen.add(urlPath)
    for (const match of builtFile(urlPath).text.matchAll(STATIC_IMPORT)) {
      visit(posix.resolve(posix.dirname(urlPath), match[1]))
    }
  }
  for (const entry of entries) visit(entry)
  return seen
}

/**
 * The catalog chunks of `locale` a page loads before hydration: its shell part and the parts the
 * server rendered the page with. They are found in the `import.meta.glob` maps of the page's
 * modules (app/lib/i18n/catalogs.ts: `{shell: {"./de/messages.po": () => import("./x.js")…}, …}`).
 * Returns undefined when one of them cannot be found.
 */
function catalogChunks(graph, locale, parts) {
  const found = new Map()
  const entry = /["'`](?:[^"'`]*\/)?([\w-]+)\/messages\.po["'`]\s*:\s*\(\)\s*=>[^;]*?import\(\s*["'`]([^"'`]+\.js)/g
  const label = /\b(\w+)\s*:\s*(?:Object\.assign\()?\{\s*["'`](?:[^"'`]*\/)?[\w-]+\/messages\.po/g
  // The build writes each map compactly (scripts/vite-plugins/compact-catalog-loaders.ts):
  // `part:__catalogLoaders(x,"PARTHASH")`, the locales once in the helper, the files
  // `messages-PARTHASH-{locale}.js`.
  const compact = /\b(\w+)\s*:\s*__catalogLoaders\([\w$]+,"([^"]*)"\)/g
  const helperLocales = /function __catalogLoaders\(p,h\)\{return Object\.fromEntries\("([^"]*)"/
  for (const urlPath of graph) {
    const text = builtFile(urlPath).text
    const locales = helperLocales.exec(text)?.[1]?.split(' ') ?? []
    for (const [, part, hash] of text.matchAll(compact)) {
      if (locales.includes(locale) && !found.has(part)) {
        found.set(part, posix.resolve(posix.dirname(urlPath), `messages-${hash}-${locale}.js`))
      }
    }
    const labels = [...text.matchAll(label)].map((match) => ({ at: match.index, part: match[1] }))
    for (const match of text.matchAll(entry)) {
      if (match[1] !== locale) continue
      const part = labels.findLast((candidate) => candidate.at < match.index)?.part
      if (part && !found.has(part)) found.set(part, posix.resolve(posix.dirname(urlPath), match[2]))
    }
  }
  const chunks = ['shell', ...parts].map((part) => found.get(part))
  return chunks.every(Boolean) ? chunks : undefined
}

/** The catalog parts besides the shell the server rendered the page with (router `dehydrate`). */
function catalogParts(html) {
  const list = /\bcatalogParts:(?:\$R\[\d+\]=)?\[([^\]]*)\]/.exec(html)?.[1] ?? ''
  return [...list.matchAll(/["'`](\w+)["'`]/g)].map((match) => match[1])
}

/** Same-origin script URLs the HTML makes the browser fetch at start. */
function initialScripts(html) {
  const urls = new Set()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = /^<script\b/.test(tag) && /\btype=["']?module/.test(tag)
    const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload/.test(tag)
    const src = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1]
    if ((isModule || isPreload) && src?.startsWith('/')) urls.add(src.split(/[?#]/)[0])
  }
  // Inline module scripts that import by themselves.
  for (const [, body] of html.matchAll(/<script\b[^>]*type=["']?module[^>]*>([^<]+)<\/script>/g)) {
    for (const [, url] of body.matchAll(/["'`](\/[^"'`]+\.js)["'`]/g)) urls.add(url)
  }
  return [...urls]
}

const localeOf = (path) => {
  const first = path.split('/')[1]
  return LOCALE_CODES.includes(first) ? first : 'en'
}

const kB = (bytes) => (bytes / 1000).toFixed(1)
const started = performance.now()
const server = await startProductionServer({ port: PORT })
let rows
try {
  const paths = (await sitemapPaths(server.origin)).filter(
    (path) => !ONLY_LOCALES || ONLY_LOCALES.includes(localeOf(path)),
  )
  rows = await mapLimit(paths, 6, async (path) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    if (response.status !== 200) return { path, error: `HTTP ${response.status}` }
    const html = await response.text()
    const entries = initialScripts(html)
    if (entries.length === 0) return { path, error: 'no module script in the HTML' }
    const graph = staticGraph(entries)
    const catalog = catalogChunks(graph, localeOf(path), catalogParts(html))
    if (catalog) for (const file of staticGraph(catalog)) graph.add(file)
    const files = [...graph]
    if (process.env.BENCH_SHOW_FILES === path) {
      for (const file of files) console.log(`${kB(builtFile(file).gzip).padStart(7)} ${file}`)
    }
    return {
      path,
      files: files.length,
      gzip: files.reduce((sum, file) => sum + builtFile(file).gzip, 0),
      raw: files.reduce((sum, file) => sum + builtFile(file).raw, 0),
      catalog: Boolean(catalog),
    }
  })
} finally {
  await server.stop()
}

const failures = rows.filter((row) => row.error || row.gzip > BUDGET_KB * 1000 || !row.catalog)
const measured = rows.filter((row) => !row.error).sort((a, b) => b.gzip - a.gzip)
const show = process.env.BENCH_ALL === '1' ? measured : measured.slice(0, 25)

console.log(`Initial JavaScript per page (gzip -9, 1 kB = 1000 B), budget ${BUDGET_KB} kB; ${rows.length} pages`)
console.log(`${'page'.padEnd(52)} ${'gzip kB'.padStart(8)} ${'raw kB'.padStart(8)} ${'files'.padStart(5)}`)
for (const row of show) {
  const flag = row.gzip > BUDGET_KB * 1000 ? '  OVER' : ''
  console.log(
    `${row.path.padEnd(52)} ${kB(row.gzip).padStart(8)} ${kB(row.raw).padStart(8)} ${String(row.files).padStart(5)}${flag}`,
  )
}
if (show.length < measured.length)
  console.log(`… ${measured.length - show.length} smaller pages (BENCH_ALL=1 lists all)`)
const sizes = measured.map((row) => row.gzip).sort((a, b) => a - b)
if (sizes.length) {
  console.log(
    `smallest ${kB(sizes[0])} kB, median ${kB(sizes[Math.floor(sizes.length / 2)])} kB, largest ${kB(sizes.at(-1))} kB` +
      ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
}
for (const row of rows.filter((row) => row.error)) console.log(`ERROR ${row.path}: ${row.error}`)
for (const row of measured.filter((row) => !row.catalog))
  console.log(`ERROR ${row.path}: no message catalog found in its modules`)
if (failures.length) {
  console.log(`FAIL: ${failures.length} of ${rows.length} pages over ${BUDGET_KB} kB or not measurable`)
  process.exit(1)
}
console.log(`OK: every page ≤ ${BUDGET_KB} kB`)
