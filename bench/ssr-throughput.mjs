// `npm run bench`: throughput of a public page from the production server (render cache, fresh
// CSP nonce per response, security headers, request log) next to a trivial node:http server that
// serves the same bytes, measured in the same run on this machine. With wrk installed it drives
// the load (pinned to another core than the servers where taskset exists); otherwise a built-in
// fetch loop does. The two servers are measured in alternating rounds (BENCH_ROUNDS, default 7,
// of BENCH_SECONDS each, default 5); each round pairs the two, and the median of the rounds'
// ratios is the figure, so a burst of load from another process on the machine (or the machine's
// own speed drifting, as it does on shared hosts) does not land on one side only.
// Targets: ≥ 0.5 × trivial; a campaign's URL of the same page (decision 025), an account entry
// page for a visitor without a session (decision 026) and the page asked for as a browser asks
// (`Accept-Encoding: gzip, deflate, br`: the kept page's precompressed gzip) ≥ 0.9 × the plain
// page, in the same rounds. The plain page and the trivial server send no encoding.
// Last, the cost of a render the cache does not answer, per page family (an unknown query
// parameter makes every request a render): p50 and p99 at RENDER_CONNECTIONS (default 4), so a
// regression in render cost shows up even while cached pages stay fast.
// Then the cabinet with the demo account's session next to the log-in form rendered for every
// request, in alternating rounds (target: the cabinet ≥ 0.8 × the log-in form), on the embedded
// PGlite and, when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server,
// on a throwaway database there (a second production server, not pinned to a core).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'
import { demoSessionToken, startProductionServer } from './lib/production-server.mjs'
import { throwawayDatabase } from './lib/wrk-mix.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const PAGE = process.env.BENCH_PATH ?? '/de/'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const CAMPAIGN = `${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=EAIaIQobChMI`
const ACCOUNT = process.env.BENCH_ACCOUNT_PATH ?? '/de/login/'
/** A page of each family, rendered for every request. */
const RENDER_FAMILIES = [
  ['home', '/de/'],
  ['information page', '/de/netflix/'],
  ['blog article', '/de/blog/what-is-vpn/'],
  ['legal document', '/de/terms/'],
  ['download', '/de/download/'],
  ['servers', '/de/servers/'],
  ['pricing', '/de/order/'],
  ['log-in form', '/de/login/'],
]
const RENDER_CONNECTIONS = Number(process.env.RENDER_CONNECTIONS ?? 4)
const CABINET = '/de/cabinet/profile/'
const CABINET_ROUNDS = 3
/** `cabinet`: only the signed-in cabinet against the log-in form (quicker, while working on it). */
const PART = process.env.BENCH_PART ?? 'all'
const CABINET_PG_PORT = 3212

/** What a browser sends; the fetch loop would otherwise ask for gzip on every request. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' }
const IDENTITY = { 'accept-encoding': 'identity' }
const SSR_PORT = 3210
const TRIVIAL_PORT = 3211

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const pin = (core, cmd, args) => (has('taskset') ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args])

if (!existsSync(`${root}dist/server/server.js`)) {
  console.log('Building the production site first…')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url)
      if (response.ok) return response
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

// A fresh data folder: one left by a killed run may still be locked.
rmSync(`${root}.data/bench`, { recursive: true, force: true })
const [ssrCmd, ssrArgs] = pin(0, process.execPath, [...SERVER_NODE_OPTIONS, `${root}host/serve-only.ts`])
const ssr = spawn(ssrCmd, ssrArgs, {
  env: { ...process.env, PORT: String(SSR_PORT), DATA_DIR: '.data/bench' },
  stdio: 'ignore',
})
const trivialSource = `
  const body = Buffer.from(process.env.BODY_B64, 'base64')
  require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  }).listen(${TRIVIAL_PORT})`

let trivial
try {
  const page = await (await waitFor(`http://localhost:${SSR_PORT}${PAGE}`)).text()
  const [trivialCmd, trivialArgs] = pin(0, process.execPath, ['-e', trivialSource])
  trivial = spawn(trivialCmd, trivialArgs, {
    env: { ...process.env, BODY_B64: Buffer.from(page).toString('base64') },
    stdio: 'ignore',
  })
  await waitFor(`http://localhost:${TRIVIAL_PORT}/`)

  const pagesOk = PART === 'cabinet' ? true : await measureCachedPages(page)
  const cabinetOk = await compareCabinet('PGlite (embedded)', `http://localhost:${SSR_PORT}`)
  const pgOk = await compareCabinetOnPostgres()
  process.exitCode = pagesOk && cabinetOk && pgOk ? 0 : 1
} finally {
  ssr.kill()
  trivial?.kill()
}

/** The cached page against the trivial server, and its campaign, account and gzip variants. */
async function measureCachedPages(page) {
  console.log(
    `Page ${PAGE}: ${page.length} bytes; ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s; load by ${has('wrk') ? 'wrk' : 'fetch loop'}`,
  )
  // Warm-up: the first render fills the cache, the JIT settles.
  await load(`http://localhost:${SSR_PORT}${PAGE}`, 2)
  await load(`http://localhost:${TRIVIAL_PORT}/`, 2)
  await load(`http://localhost:${SSR_PORT}${CAMPAIGN}`, 1)
  await load(`http://localhost:${SSR_PORT}${ACCOUNT}`, 1)
  await load(`http://localhost:${SSR_PORT}${PAGE}`, 1, BROWSER_ENCODING)
  const rounds = { ssr: [], trivial: [], campaign: [], account: [], browser: [] }
  for (let round = 1; round <= ROUNDS; round++) {
    const ssrRound = await load(`http://localhost:${SSR_PORT}${PAGE}`)
    const trivialRound = await load(`http://localhost:${TRIVIAL_PORT}/`)
    const campaignRound = await load(`http://localhost:${SSR_PORT}${CAMPAIGN}`)
    rounds.ssr.push(ssrRound)
    rounds.trivial.push(trivialRound)
    rounds.campaign.push(campaignRound)
    const accountRound = await load(`http://localhost:${SSR_PORT}${ACCOUNT}`)
    rounds.account.push(accountRound)
    const browserRound = await load(`http://localhost:${SSR_PORT}${PAGE}`, SECONDS, BROWSER_ENCODING)
    rounds.browser.push(browserRound)
    console.log(
      `round ${round}: production ${ssrRound.rps.toFixed(0)} req/s, trivial ${trivialRound.rps.toFixed(0)} req/s, ratio ${(ssrRound.rps / trivialRound.rps).toFixed(3)}; campaign URL ${campaignRound.rps.toFixed(0)}, ${ACCOUNT} ${accountRound.rps.toFixed(0)}, gzip ${browserRound.rps.toFixed(0)} req/s`,
    )
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const errors = (results) => results.reduce((sum, r) => sum + r.errors, 0)
  const row = (name, all) =>
    `${name.padEnd(24)} ${median(all.map((r) => r.rps))
      .toFixed(0)
      .padStart(8)} req/s   p99 ${median(all.map((r) => r.p99))
      .toFixed(1)
      .padStart(7)} ms   errors ${errors(all)}`
  console.log('median of the rounds:')
  console.log(row('production (cached page)', rounds.ssr))
  console.log(row('trivial node:http', rounds.trivial))
  console.log(row('campaign URL', rounds.campaign))
  console.log(row(`${ACCOUNT} (no session)`, rounds.account))
  console.log(row('page, as a browser asks', rounds.browser))
  const ratio = median(rounds.ssr.map((r, i) => r.rps / rounds.trivial[i].rps))
  const ok = ratio >= 0.5 && errors(rounds.ssr) === 0
  console.log(
    `ratio production / trivial (median of the rounds' ratios): ${ratio.toFixed(3)} (target ≥ 0.5) ${ok ? 'OK' : 'FAIL'}`,
  )
  const nearPlain = (name, results) => {
    const ratio = median(results.map((r, i) => r.rps / rounds.ssr[i].rps))
    const pass = ratio >= 0.9 && errors(results) === 0
    console.log(`ratio ${name} / plain page: ${ratio.toFixed(3)} (target ≥ 0.9) ${pass ? 'OK' : 'FAIL'}`)
    return pass
  }
  const campaignOk = nearPlain('campaign URL', rounds.campaign)
  const accountOk = nearPlain(`${ACCOUNT} without a session`, rounds.account)
  const browserOk = nearPlain('page with Accept-Encoding (gzip)', rounds.browser)
  await printRenderCosts()
  return ok && campaignOk && accountOk && browserOk
}

async function printRenderCosts() {
  console.log(`uncached render per page family (${RENDER_CONNECTIONS} connections, ${SECONDS} s each):`)
  for (const [family, path] of RENDER_FAMILIES) {
    const url = `http://localhost:${SSR_PORT}${path}?render=1`
    await load(url, 1, IDENTITY, RENDER_CONNECTIONS)
    const result = await load(url, SECONDS, IDENTITY, RENDER_CONNECTIONS)
    console.log(
      `  ${family.padEnd(18)} ${path.padEnd(24)} ${result.rps.toFixed(0).padStart(6)} renders/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   errors ${result.errors}`,
    )
  }
}

/** The signed-in cabinet against the log-in form, both rendered for every request, same rounds. */
async function compareCabinet(database, origin) {
  // Once more if the first try went out on a kept-alive connection the server had just closed.
  const token = await demoSessionToken(origin).catch(() => demoSessionToken(origin))
  const cookie = { ...IDENTITY, cookie: `fvp_session=${token}` }
  const login = `${origin}${ACCOUNT}?render=1`
  const cabinet = `${origin}${CABINET}`
  const check = await fetch(cabinet, { headers: cookie, redirect: 'manual' })
  if (check.status !== 200) throw new Error(`${CABINET} with the demo session answered ${check.status}`)
  // Long enough for the JIT to settle the database too: PGlite is WebAssembly, tiered up when hot.
  await load(cabinet, SECONDS, cookie, RENDER_CONNECTIONS)
  await load(login, 1, IDENTITY, RENDER_CONNECTIONS)
  const ratios = []
  for (let round = 0; round < CABINET_ROUNDS; round++) {
    const form = await load(login, SECONDS, IDENTITY, RENDER_CONNECTIONS)
    const signedIn = await load(cabinet, SECONDS, cookie, RENDER_CONNECTIONS)
    ratios.push({ ratio: signedIn.rps / form.rps, form, signedIn })
  }
  ratios.sort((a, b) => a.ratio - b.ratio)
  const { ratio, form, signedIn } = ratios[Math.floor(ratios.length / 2)]
  const pass = ratio >= 0.8 && form.errors + signedIn.errors === 0
  console.log(
    `cabinet render on ${database}: ${CABINET} signed in ${signedIn.rps.toFixed(0)} renders/s (p50 ${signedIn.p50.toFixed(1)} ms), ${ACCOUNT} ${form.rps.toFixed(0)} renders/s (p50 ${form.p50.toFixed(1)} ms); ratio ${ratio.toFixed(3)} (target ≥ 0.8) ${pass ? 'OK' : 'FAIL'}`,
  )
  return pass
}

async function compareCabinetOnPostgres() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) {
    console.log('cabinet render on PostgreSQL: not measured (set BENCH_DATABASE_URL)')
    return true
  }
  const database = await throwawayDatabase(url, 'planet_bench')
  const server = await startProductionServer({
    port: CABINET_PG_PORT,
    env: { DATABASE_URL: database.url, LOG_REQUESTS: 'false' },
  })
  try {
    return await compareCabinet(`PostgreSQL (${database.name})`, server.origin)
  } finally {
    await server.stop()
    await database.drop()
  }
}

async function load(url, seconds = SECONDS, headers = IDENTITY, connections = CONNECTIONS) {
  if (has('wrk')) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
    const [cmd, args] = pin(1, 'wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url])
    const out = spawnSync(cmd, args, { encoding: 'utf8' }).stdout
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
    const percentile = (p) => {
      const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out)
      return match ? Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]] : NaN
    }
    const [p50, p99] = [percentile(50), percentile(99)]
    const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    return { rps, p50, p99, errors }
  }
  const latencies = []
  let errors = 0
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = performance.now()
        try {
          const response = await fetch(url, { headers })
          await response.arrayBuffer()
          if (!response.ok) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - start)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (share) => latencies[Math.floor(latencies.length * share)] ?? NaN
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors }
}
