// MDN HTTP Observatory against a local HTTPS run of the production build (target: score ≥ 100): makes a
// throwaway certificate for localhost, serves the build over HTTPS with plain HTTP redirecting to
// it, then runs the Observatory's own retriever and tests (`@mdn/mdn-http-observatory`, the code
// behind observatory.mozilla.org) on the home page, an account page and a static asset, prints
// every test and the score, and exits 1 when a page scores below 100.
//
//   npm run bench:observatory
//   OBSERVATORY_PATHS=/,/de/login/ npm run bench:observatory
//
// It builds only when there is no build yet (`BENCH_REBUILD=1` forces one). Settings:
// OBSERVATORY_PORT (3530, HTTPS) and OBSERVATORY_HTTP_PORT (the next one, plain HTTP that
// redirects), OBSERVATORY_PATHS (comma-separated; default: `/`, `/` as a German browser (the
// locale redirect sets a cookie), `/?source=app` (sets a cookie), `/login/` and the home page's
// stylesheet). Exit code 1 when a score is below 100 or a test fails, 2 when the run could not start.
//
// The certificate is trusted in this process only (`tls.setDefaultCACertificates`), so the
// Observatory sees a valid chain exactly as it would for a real site: no `NODE_TLS_REJECT_UNAUTHORIZED`.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import tls from 'node:tls'
import { pathToFileURL } from 'node:url'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'
import { ensureBuild, root } from './lib/production-server.mjs'

const HTTPS_PORT = Number(process.env.OBSERVATORY_PORT ?? 3530)
const HTTP_PORT = Number(process.env.OBSERVATORY_HTTP_PORT ?? HTTPS_PORT + 1)
const HOST = 'localhost'
const TARGET = 100

if (typeof tls.setDefaultCACertificates !== 'function') {
  console.error(`Node ${process.version}: run this with Node 22.19 or newer (npm run bench:observatory).`)
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// The Observatory package: installed without its install scripts, so the HSTS preload list they
// would download is missing. An empty list is the honest choice here: nothing is preloaded, so
// HSTS and the redirect are judged on what the server sends.

const require = createRequire(import.meta.url)
const observatoryDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
const preloadList = join(observatoryDir, 'conf', 'hsts-preload.json')
if (!existsSync(preloadList)) {
  mkdirSync(dirname(preloadList), { recursive: true })
  writeFileSync(preloadList, '{}\n')
}
const load = (file) => import(pathToFileURL(join(observatoryDir, 'src', file)).href)
const { retrieve } = await load('retriever/retriever.js')
const { ALL_TESTS, NUM_TESTS } = await load('constants.js')
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')

// ---------------------------------------------------------------------------------------------
// A certificate for localhost, valid for a day, in a folder that is removed afterwards.

const work = mkdtempSync(join(tmpdir(), 'observatory-'))
const certFile = join(work, 'cert.pem')
const keyFile = join(work, 'key.pem')
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${HOST}`,
    '-addext',
    `subjectAltName=DNS:${HOST},IP:127.0.0.1,IP:::1`,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
)
tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certFile, 'utf8')])

// ---------------------------------------------------------------------------------------------
// The production server, over HTTPS, with the plain-HTTP redirect.

ensureBuild()
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, `${root}host/serve-only.ts`], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(HTTPS_PORT),
    HTTP_REDIRECT_PORT: String(HTTP_PORT),
    TLS_CERT_FILE: certFile,
    TLS_KEY_FILE: keyFile,
    STUN_PORT: 'off',
    DATA_DIR: join(work, 'data'),
    LOG_REQUESTS: 'false',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let serverOutput = ''
server.stderr.on('data', (chunk) => (serverOutput += chunk))
const exited = new Promise((resolve) => server.once('exit', resolve))

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM')
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  rmSync(work, { recursive: true, force: true })
}

/** Resolves when host/serve-only.ts says it serves (after both listeners are up), rejects if it exits. */
function serverReady() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 60 s')), 60_000)
    server.stdout.on('data', (chunk) => {
      serverOutput += chunk
      if (serverOutput.includes('Serving the production build on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}`))
    })
  })
}

try {
  await serverReady()
} catch (error) {
  console.error(`The production server did not start on port ${HTTPS_PORT}: ${error.message}\n${serverOutput}`)
  await stopServer()
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// The scan: what the Observatory's `scan()` does, with ports and a path (its `retrieve` takes
// them; `scan` itself only takes a host name and would look at ports 80 and 443).

const ACCEPT_HTML = 'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

async function scanPath({ path, headers = [] }) {
  const requests = await retrieve(HOST, {
    httpPort: String(HTTP_PORT),
    httpsPort: String(HTTPS_PORT),
    path,
    headers: [ACCEPT_HTML, ...headers],
  })
  const auto = requests.responses.auto
  if (!auto) throw new Error(`${path}: the site seems to be down`)
  if (auto.status < 200 || (auto.status >= 400 && ![401, 403].includes(auto.status))) {
    throw new Error(`${path}: unexpected HTTP status ${auto.status}`)
  }
  const results = ALL_TESTS.map((test) => test(requests))
  let withExtraCredit = 100
  let uncurved = 100
  for (const result of results) {
    result.scoreModifier = getScoreModifier(result.result)
    withExtraCredit += result.scoreModifier
    if (result.scoreModifier < 0) uncurved += result.scoreModifier
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  const route = requests.session?.redirectHistory ?? []
  return { status: auto.status, score, grade, results, finalUrl: route.at(-1)?.url?.href }
}

/** The stylesheet the home page links: a hashed, immutable build file. */
async function assetPath() {
  const html = await (await fetch(`https://${HOST}:${HTTPS_PORT}/`, { signal: AbortSignal.timeout(30_000) })).text()
  return /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg'
}

let failed = false
try {
  const pages = process.env.OBSERVATORY_PATHS?.split(',').map((path) => ({ path: path.trim() })) ?? [
    { path: '/' },
    { path: '/', headers: ['Accept-Language: de-DE,de;q=0.9'] },
    { path: '/?source=app' },
    { path: '/login/' },
    { path: await assetPath() },
  ]
  console.log(`MDN HTTP Observatory (algorithm as in @mdn/mdn-http-observatory), https://${HOST}:${HTTPS_PORT}`)
  console.log(
    `plain HTTP on port ${HTTP_PORT}; ${NUM_TESTS} tests per page; target: score ≥ ${TARGET}, every test passed\n`,
  )
  for (const page of pages) {
    const scan = await scanPath(page)
    const passed = scan.results.filter((r) => r.pass).length
    const ok = scan.score >= TARGET && passed === NUM_TESTS
    failed ||= !ok
    const final = scan.finalUrl ? new URL(scan.finalUrl) : undefined
    const landed = final && `${final.pathname}${final.search}` !== page.path ? `→ ${final.pathname}${final.search}` : ''
    const label = [page.path, ...(page.headers ?? []), landed]
    console.log(
      `${label.filter(Boolean).join('  ')}  (HTTP ${scan.status})  score ${scan.score}  grade ${scan.grade}  ${passed}/${NUM_TESTS} passed  ${ok ? 'OK' : 'FAIL'}`,
    )
    for (const result of scan.results) {
      const modifier = result.scoreModifier > 0 ? `+${result.scoreModifier}` : String(result.scoreModifier)
      console.log(
        `  ${result.pass ? 'pass' : 'FAIL'}  ${result.constructor.name.padEnd(30)} ${modifier.padStart(4)}  ${result.result}`,
      )
    }
    console.log('')
  }
} catch (error) {
  console.error(`The scan could not run: ${error.message}`)
  await stopServer()
  process.exit(2)
}

await stopServer()
console.log(failed ? `Below target: a page scores under ${TARGET} or fails a test.` : `Every page scores ≥ ${TARGET}.`)
process.exit(failed ? 1 : 0)
