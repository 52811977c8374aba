// HTTP fuzz run against the production server: thousands of generated requests — odd
// paths and encodings, huge and malformed headers, query strings, bodies, odd methods, API and
// server-function calls with garbage, and raw malformed HTTP on plain sockets — then checks that
// no answer was a 5xx, no body showed a stack trace, nothing hung, and the server still serves.
//
//   node_modules/.bin/node bench/http-fuzz.mjs                 # 10,000 requests
//   FUZZ_REQUESTS=1500 node_modules/.bin/node bench/http-fuzz.mjs   # the CI sample
//   FUZZ_SEED=1234 FUZZ_ONLY=17,902 node_modules/.bin/node bench/http-fuzz.mjs   # replay requests
//
// It builds nothing: it serves the existing build of the project it lives in (`npm run build`
// first) with host/serve-only.ts on loopback, with a fresh data folder of its own. Settings:
// FUZZ_PORT (3500), FUZZ_REQUESTS (10000), FUZZ_SEED (random; printed), FUZZ_CONCURRENCY (16),
// FUZZ_TIMEOUT_MS (15000 per request), FUZZ_MAX_SECONDS (900 for the whole run), FUZZ_ONLY
// (comma-separated request numbers to replay, printed in full), FUZZ_SAMPLES (20 failing requests
// shown), FUZZ_DUMP (a folder: replayed requests are written there as raw bytes).
// Exit code 1 when a target is missed, 2 when the run could not start.
import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'

import { findStackTrace, rawBytes, sendHttp, sendRaw, shouldSearchBody } from './lib/http-fuzz-client.mjs'
import { FAMILIES, generateRequest } from './lib/http-fuzz-cases.mjs'
import { requestRandom } from './lib/http-fuzz-random.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = process.env
const PORT = Number(env.FUZZ_PORT ?? 3500)
const COUNT = Number(env.FUZZ_REQUESTS ?? 10_000)
const SEED = env.FUZZ_SEED === undefined ? randomInt(2 ** 31) : Number(env.FUZZ_SEED) >>> 0
const CONCURRENCY = Number(env.FUZZ_CONCURRENCY ?? 16)
const TIMEOUT_MS = Number(env.FUZZ_TIMEOUT_MS ?? 15_000)
const RAW_TIMEOUT_MS = Math.min(TIMEOUT_MS, 5_000)
const MAX_SECONDS = Number(env.FUZZ_MAX_SECONDS ?? 900)
const ONLY = env.FUZZ_ONLY ? env.FUZZ_ONLY.split(',').map(Number) : undefined
const DATA_DIR = `.data/fuzz-${PORT}`
const SAMPLE_LIMIT = Number(env.FUZZ_SAMPLES ?? 20)

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node ${process.version}: run this with Node 22 (node_modules/.bin/node bench/http-fuzz.mjs).`)
  process.exit(2)
}
if (!existsSync(`${root}dist/server/server.js`)) {
  console.error('No production build in dist/: run `npm run build` first (this script builds nothing).')
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// The server under test

const host = `localhost:${PORT}`
const origin = `http://127.0.0.1:${PORT}`
rmSync(`${root}${DATA_DIR}`, { recursive: true, force: true })
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, `${root}host/serve-only.ts`], {
  cwd: root,
  env: {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    STUN_PORT: 'off',
    DATA_DIR,
    SITE_DOMAIN_MAIN: host,
    // Separate RU and AR hosts, so variant redirects and the RU id rewrite are reached too.
    SITE_DOMAIN_RU: `ru.localhost:${PORT}`,
    SITE_DOMAIN_AR: `ar.localhost:${PORT}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
const serverExit = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)))
const serverLog = collectLog(server)

async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await serverExit
  clearTimeout(timer)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGKILL')
    process.exit(130)
  })
}

/** Counts the server's error output and keeps its distinct first lines (bounded). */
function collectLog(child) {
  const log = { lines: 0, errorLines: 0, distinct: new Map(), tail: [] }
  let pending = ''
  const take = (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()
    for (const line of lines) {
      log.lines++
      log.tail.push(line)
      if (log.tail.length > 40) log.tail.shift()
      if (/^\s+at /.test(line) || !/error/i.test(line)) continue
      log.errorLines++
      const key = line.trim().slice(0, 160)
      if (log.distinct.has(key) || log.distinct.size < 200) log.distinct.set(key, (log.distinct.get(key) ?? 0) + 1)
    }
  }
  child.stdout.setEncoding('utf8').on('data', take)
  child.stderr.setEncoding('utf8').on('data', take)
  return log
}

function memory() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  } catch {
    return undefined
  }
}

/** A plain request with node:http (fetch would not let us set Host). */
function get(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers: { host, ...headers } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')))
    request.on('error', reject)
    request.end(body)
  })
}

async function waitUntilReady() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await get('/robots.txt')).status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server on port ${PORT} did not come up:\n${serverLog.tail.join('\n')}`)
}

// ---------------------------------------------------------------------------------------------
// What the generators need to know about this build

/** Server-function ids from the build: names from the server manifest, methods from the client. */
function serverFunctions() {
  const names = new Map()
  const manifest = readFileSync(`${root}dist/server/server.js`, 'utf8')
  for (const match of manifest.matchAll(/"([0-9a-f]{64})":\s*\{\s*functionName:\s*"([^"]+)"/g))
    names.set(match[1], match[2])
  const methods = new Map()
  const dir = `${root}dist/client/assets`
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${dir}/${file}`, 'utf8')
    for (const match of code.matchAll(
      /method:`(GET|POST)`\}\)(?:\.middleware\(\[[^\]]*\]\))?\.handler\([\w$]+\(`([0-9a-f]{64})`/g,
    )) {
      methods.set(match[2], match[1])
    }
  }
  const ids = new Set([...names.keys(), ...methods.keys()])
  return [...ids].map((id) => ({ id, name: names.get(id) ?? '?', method: methods.get(id) ?? 'POST' }))
}

function buildFiles() {
  const assets = readdirSync(`${root}dist/client/assets`)
    .slice(0, 60)
    .map((name) => `/assets/${name}`)
  const images = []
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (images.length >= 40) return
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`, `${prefix}${entry.name}/`)
      else if (/\.(png|jpe?g|webp|avif|svg|ico|gif)$/i.test(entry.name)) images.push(`${prefix}${entry.name}`)
    }
  }
  walk(`${root}dist/client`, '')
  return { assets, images }
}

/** Logs in as the demo user and opens two sandbox checkouts, so the session family reaches deep. */
async function demoSession() {
  const json = { 'content-type': 'application/json' }
  try {
    const login = await get('/api/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'demo@planet-vpn.local', password: 'planet-demo-password' }),
    })
    if (login.status !== 200) return { session: undefined, sandbox: [], note: `demo login answered ${login.status}` }
    const session = JSON.parse(login.text).token
    const auth = { ...json, authorization: `Bearer ${session}` }
    const plans = JSON.parse((await get('/api/plans?currency=USD')).text)
    const sandbox = []
    for (const gateway of ['stripe', 'sandbox']) {
      const order = await get('/api/v4/orders', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ plan_id: plans[0].id, currency: 'USD' }),
      })
      const checkout = await get(`/api/v4/checkout/${gateway}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ order_id: JSON.parse(order.text).id }),
      })
      const url = new URL(JSON.parse(checkout.text).redirect_url)
      sandbox.push(url.pathname + url.search)
    }
    return { session, sandbox }
  } catch (error) {
    return { session: undefined, sandbox: [], note: `demo session not set up: ${error.message}` }
  }
}

/** GET /, GET /api/health and a normal page that renders completely. */
async function health() {
  const checks = []
  const check = async (label, path, verify) => {
    try {
      const response = await get(path, {
        headers: { accept: 'text/html,*/*', 'user-agent': 'Mozilla/5.0 fuzz-health' },
      })
      const problem = verify(response)
      checks.push({ label, ok: !problem, detail: problem ? `${response.status}, ${problem}` : String(response.status) })
    } catch (error) {
      checks.push({ label, ok: false, detail: error.message })
    }
  }
  await check('GET /', '/', (r) => (r.status === 200 ? undefined : 'not 200'))
  await check('GET /api/health', '/api/health', (r) =>
    r.status === 200 && /"ok":\s*true/.test(r.text) ? undefined : 'not healthy',
  )
  await check('GET /de/', '/de/', (r) => {
    if (r.status !== 200) return 'not 200'
    if (!/<html[^>]+lang="de"/.test(r.text)) return 'no lang="de"'
    if (!/<h1[\s>]/.test(r.text) || !/<\/html>\s*$/.test(r.text)) return 'page incomplete'
    return undefined
  })
  return checks
}

// ---------------------------------------------------------------------------------------------
// The run

function describe(spec) {
  if (spec.raw) {
    const text = spec.raw.toString('latin1')
    return `raw ${JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text)} (${spec.raw.length} bytes, ${spec.close})`
  }
  const target = spec.target.length > 160 ? `${spec.target.slice(0, 160)}…(${spec.target.length} chars)` : spec.target
  const headerBytes = spec.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0)
  const notable = spec.headers
    .filter(([name]) => !/^(user-agent|accept|accept-encoding)$/i.test(name))
    .slice(0, 6)
    .map(
      ([name, value]) =>
        `${name}: ${String(value).length > 60 ? `${String(value).slice(0, 60)}…(${String(value).length})` : value}`,
    )
  return `${spec.method} ${target} [${spec.headers.length} headers, ${headerBytes} B${notable.length ? `; ${notable.join('; ')}` : ''}]${spec.body ? ` body ${spec.body.length} B` : ''}`
}

async function runOne(index, agent, ctx) {
  const spec = generateRequest(requestRandom(SEED, index), ctx)
  const result = { index, family: spec.family, spec, via: spec.raw ? 'raw' : 'http', problems: [] }
  let outcome
  if (spec.raw) {
    outcome = await sendRaw(PORT, spec, RAW_TIMEOUT_MS)
  } else {
    outcome = await sendHttp(agent, PORT, spec, TIMEOUT_MS)
    if (outcome.refused) {
      // node:http will not send this one as it is (e.g. a space in the path): send its bytes.
      result.via = 'raw-fallback'
      result.refused = outcome.refused
      outcome = await sendRaw(PORT, { raw: rawBytes(spec) }, TIMEOUT_MS)
    }
  }
  result.outcome = outcome
  // What we sent ourselves: an answer that merely echoes it (a path in a link) is no leak.
  const sent = spec.raw
    ? spec.raw.toString('latin1')
    : `${spec.target}\n${spec.headers.map(([, value]) => value).join('\n')}`
  if (outcome.status !== undefined) {
    result.statuses = [outcome.status]
    const type = outcome.headers['content-type']
    if (shouldSearchBody(outcome.status, type)) result.stack = findStackTrace(outcome.body, sent)
  } else if (outcome.statuses) {
    result.statuses = outcome.statuses
    result.stack = findStackTrace(outcome.text, sent)
  } else {
    result.statuses = []
  }
  if (result.statuses.some((status) => status >= 500)) result.problems.push(`answered ${result.statuses.join(',')}`)
  if (result.stack) result.problems.push(`stack trace in body (${result.stack.sign})`)
  // Raw malformed requests may be left unanswered; a request a client library can send may not.
  result.hung = Boolean(outcome.timeout) && result.via !== 'raw'
  if (result.hung) result.problems.push(`no answer within ${TIMEOUT_MS} ms`)
  return result
}

function newTally() {
  return {
    sent: 0,
    '1xx': 0,
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    none: 0,
    connErrors: 0,
    timeouts: 0,
    hung: 0,
    stack: 0,
  }
}

function tallyInto(tally, result) {
  tally.sent++
  if (result.statuses.length === 0) tally.none++
  // One class per request: a 5xx anywhere in a pipelined raw exchange counts as the 5xx.
  const status = result.statuses.find((s) => s >= 500) ?? result.statuses.find((s) => s >= 200) ?? result.statuses[0]
  if (status !== undefined) tally[`${Math.floor(status / 100)}xx`]++
  if (result.outcome.error) tally.connErrors++
  if (result.outcome.timeout) tally.timeouts++
  if (result.hung) tally.hung++
  if (result.stack) tally.stack++
}

async function main() {
  await waitUntilReady()
  const xml = (await get('/sitemap.xml')).text
  const pagePaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const { session, sandbox, note } = await demoSession()
  const ctx = {
    port: PORT,
    host,
    ruHost: `ru.localhost:${PORT}`,
    arHost: `ar.localhost:${PORT}`,
    pagePaths,
    serverFns: serverFunctions(),
    ...buildFiles(),
    session,
    sandbox,
  }
  const before = await health()
  const memoryBefore = memory()

  console.log(`HTTP fuzz against the production build in ${root}`)
  console.log(
    `seed ${SEED} · ${ONLY ? `replaying requests ${ONLY.join(', ')}` : `${COUNT} requests`} · concurrency ${CONCURRENCY} · server ${origin} (pid ${server.pid}, data ${DATA_DIR})`,
  )
  console.log(
    `known: ${pagePaths.length} page paths, ${ctx.serverFns.length} server functions, ${ctx.assets.length} assets, ${ctx.images.length} images, demo session ${session ? 'yes' : `no (${note})`}, ${sandbox.length} sandbox checkouts`,
  )
  if (before.some((c) => !c.ok))
    throw new Error(`not healthy before the run: ${before.map((c) => `${c.label} ${c.detail}`).join(', ')}`)

  const indices = ONLY ?? Array.from({ length: COUNT }, (_, i) => i)
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const total = newTally()
  const families = new Map(FAMILIES.map(([name]) => [name, newTally()]))
  const via = { http: 0, raw: 0, 'raw-fallback': 0 }
  const connErrors = new Map()
  const failures = []
  const connErrorSamples = []
  let failureCount = 0
  let stoppedEarly = false
  const started = performance.now()
  const deadline = Date.now() + MAX_SECONDS * 1000
  let next = 0
  let done = 0

  const worker = async () => {
    while (next < indices.length) {
      if (Date.now() > deadline) {
        stoppedEarly = true
        return
      }
      const index = indices[next++]
      const result = await runOne(index, agent, ctx)
      done++
      via[result.via]++
      tallyInto(total, result)
      tallyInto(families.get(result.family), result)
      if (result.outcome.error) {
        const key = `${result.family === 'raw' || result.via !== 'http' ? 'raw' : 'http'}: ${result.outcome.error}`
        connErrors.set(key, (connErrors.get(key) ?? 0) + 1)
        if (result.via === 'http' && connErrorSamples.length < 5) connErrorSamples.push(result)
      }
      if (result.problems.length) {
        failureCount++
        if (failures.length < SAMPLE_LIMIT) failures.push(result)
      }
      if (ONLY) printReplay(result)
      if (!ONLY && done % Math.max(1000, Math.ceil(indices.length / 10)) === 0) {
        const seconds = (performance.now() - started) / 1000
        const rss = memory()?.rss
        console.log(
          `  … ${done} sent, ${total['5xx']} × 5xx, ${total.stack} stack traces, ${(done / seconds).toFixed(0)} req/s, server RSS ${rss ? `${rss.toFixed(0)} MB` : 'n/a'}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, indices.length) }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()

  const alive = server.exitCode === null && server.signalCode === null
  const after = alive
    ? await health()
    : [{ label: 'server process', ok: false, detail: `exited (${server.exitCode ?? server.signalCode})` }]
  const memoryAfter = memory()

  // Figures
  const row = (name, t) =>
    `  ${name.padEnd(9)} ${String(t.sent).padStart(6)} ${['2xx', '3xx', '4xx', '5xx'].map((k) => String(t[k]).padStart(6)).join('')} ${String(t.none).padStart(7)} ${String(t.connErrors).padStart(8)} ${String(t.timeouts).padStart(8)} ${String(t.stack).padStart(6)}`
  console.log('')
  console.log(
    `requests sent        ${done} (${via.http} node:http, ${via.raw} raw socket, ${via['raw-fallback']} raw because node:http refused them)${stoppedEarly ? ` — STOPPED at the ${MAX_SECONDS} s time budget` : ''}`,
  )
  console.log(`duration             ${seconds.toFixed(1)} s, ${(done / seconds).toFixed(1)} req/s`)
  console.log(
    `by status class      2xx ${total['2xx']} · 3xx ${total['3xx']} · 4xx ${total['4xx']} · 5xx ${total['5xx']} · 1xx ${total['1xx']} · no answer ${total.none} (connection closed by the server or by us)`,
  )
  console.log(`by generator family`)
  console.log(
    `  ${'family'.padEnd(9)} ${'sent'.padStart(6)}${['2xx', '3xx', '4xx', '5xx'].map((k) => k.padStart(6)).join('')} ${'no ans.'.padStart(7)} ${'conn-err'.padStart(8)} ${'timeouts'.padStart(8)} ${'stack'.padStart(6)}`,
  )
  for (const [name, t] of families) if (t.sent) console.log(row(name, t))
  console.log(row('total', total))
  console.log(
    `connection errors    ${total.connErrors}${connErrors.size ? ` (${[...connErrors].map(([k, n]) => `${k} × ${n}`).join(', ')})` : ''}`,
  )
  for (const c of connErrorSamples) console.log(`    #${c.index} [${c.family}] ${c.outcome.error}: ${describe(c.spec)}`)
  const fmt = (m) => (m ? `${m.rss.toFixed(1)} MB` : 'n/a')
  console.log(
    `server RSS           before ${fmt(memoryBefore)}, after ${fmt(memoryAfter)}, peak ${memoryAfter ? `${memoryAfter.peak.toFixed(1)} MB` : 'n/a'}`,
  )
  console.log(`server log           ${serverLog.lines} lines, ${serverLog.errorLines} mentioning an error`)
  for (const [line, n] of [...serverLog.distinct].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${String(n).padStart(5)} × ${line}`)
  console.log(
    `health after         ${after.map((c) => `${c.label} ${c.ok ? 'ok' : 'FAILED'} (${c.detail})`).join(' · ')}`,
  )

  const targets = [
    ['5xx answers', total['5xx'], 0],
    ['stack-trace hits', total.stack, 0],
    ['well-formed requests that hung', total.hung, 0],
    ['requests sent', done, indices.length],
  ]
  console.log('')
  for (const [name, value, goal] of targets)
    console.log(
      `${name.padEnd(32)} ${String(value).padStart(6)}   target ${goal === indices.length ? '=' : ''}${goal} ${value === goal ? 'ok' : 'MISSED'}`,
    )
  const healthy = after.every((c) => c.ok)
  console.log(
    `${'server healthy afterwards'.padEnd(32)} ${healthy ? '   yes' : '    no'}   ${healthy ? 'ok' : 'MISSED'}`,
  )

  if (failures.length) {
    console.log(
      `\nfailing requests (${failureCount}; the first ${failures.length}; replay one with FUZZ_SEED=${SEED} FUZZ_ONLY=<#>):`,
    )
    for (const f of failures) {
      console.log(`  #${f.index} [${f.family}] ${f.problems.join('; ')}`)
      console.log(`      ${describe(f.spec)}`)
      const body = f.outcome.body ?? f.outcome.text ?? ''
      if (f.stack) console.log(`      stack: ${JSON.stringify(f.stack.excerpt.slice(0, 240))}`)
      else if (body) console.log(`      body: ${JSON.stringify(body.slice(0, 240))}`)
    }
  }
  const passed = targets.every(([, value, goal]) => value === goal) && healthy
  console.log(
    `\n${passed ? 'PASS' : 'FAIL'}: ${done} requests, ${total['5xx']} × 5xx, ${total.stack} stack traces, server ${healthy ? 'healthy' : 'NOT healthy'} afterwards (seed ${SEED})`,
  )
  return passed
}

function printReplay(result) {
  // FUZZ_DUMP=<dir>: the exact bytes of each replayed request, for curl, nc or a debugger.
  if (env.FUZZ_DUMP) {
    mkdirSync(env.FUZZ_DUMP, { recursive: true })
    writeFileSync(`${env.FUZZ_DUMP}/${result.index}.http`, result.spec.raw ?? rawBytes(result.spec))
  }
  console.log(
    `#${result.index} [${result.family}] via ${result.via}${result.refused ? ` (node:http: ${result.refused})` : ''}`,
  )
  console.log(`  request: ${describe(result.spec)}`)
  const o = result.outcome
  console.log(
    `  answer: ${result.statuses.join(', ') || 'none'}${o.error ? ` (connection error ${o.error})` : ''}${o.timeout ? ' (timeout)' : ''}`,
  )
  if (o.headers) console.log(`  headers: ${JSON.stringify(o.headers).slice(0, 600)}`)
  const body = o.body ?? o.text ?? ''
  if (body) console.log(`  body: ${JSON.stringify(body.slice(0, 1200))}`)
  if (result.problems.length) console.log(`  PROBLEMS: ${result.problems.join('; ')}`)
}

let passed = false
try {
  passed = await main()
} catch (error) {
  console.error(`Fuzz run could not finish: ${error.stack ?? error}`)
  await stopServer()
  process.exit(2)
}
await stopServer()
process.exit(passed ? 0 : 1)
