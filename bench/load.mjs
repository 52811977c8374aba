// `npm run bench:load`: a load run with wrk — 64 connections for 60 s over a mix of public
// pages (20 locales, cached renders) and account pages (anonymous log-in and sign-up forms, the
// cabinet and the order page of a logged-in visitor: rendered each time, through the API and the
// database) against the production server. Prints requests/s, latency percentiles, errors, 5xx
// and the server's memory (RSS) after a warm-up and after the run.
//
// Targets: 0 socket errors, 0 answers ≥ 500 (any other non-2xx/3xx counts too), memory flat: after
// full garbage collections (through the server's inspector, on a loopback port), the heap in use
// and the RSS after the run at most LOAD_MEMORY_GROWTH_MB (default 32) above the warmed-up ones.
// The RSS under load, before any forced collection, is printed too. Exit 1 when a target is missed.
//
// The API's database: PostgreSQL from LOAD_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (as in
// production, docs/deployment.md; the run uses a throwaway database `planet_load_<pid>` on that
// server, dropped afterwards), else the embedded PGlite, which runs its queries on the site's own
// thread and is meant for development: the figures then say so.
//
// Options (environment): LOAD_SECONDS (60), LOAD_CONNECTIONS (64), LOAD_WARMUP_SECONDS (15),
// LOAD_THREADS (2), BENCH_PORT (3230), BENCH_REBUILD=1. Needs `wrk` (Debian: apt-get install wrk).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { connectInspector } from './lib/inspector.mjs'
import { startProductionServer } from './lib/production-server.mjs'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64)
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 15)
const THREADS = Number(process.env.LOAD_THREADS ?? 2)
const MEMORY_GROWTH_MB = Number(process.env.LOAD_MEMORY_GROWTH_MB ?? 32)
const PORT = Number(process.env.BENCH_PORT ?? 3230)
const INSPECT_PORT = Number(process.env.LOAD_INSPECT_PORT ?? PORT + 1)
const DEMO = { email: 'demo@planet-vpn.local', password: 'planet-demo-password' }

if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) {
  console.error('wrk is not installed (Debian: apt-get install -y wrk)')
  process.exit(2)
}

const PUBLIC = [
  '/',
  '/de/',
  '/ja/netflix/',
  '/ar/download/',
  '/fr/windows/',
  '/blog/',
  '/ru/answers/',
  '/pt/vpn-comparison/',
  '/ko/double-vpn/',
  '/fa/ip-check/',
  '/es/password-generator/',
  '/tr/terms/',
  '/ua/about-us/',
  '/th/free-vpn-servers/',
]
const ANONYMOUS_ACCOUNT = ['/login/', '/de/sign-up/', '/ja/forgot-password/']
const LOGGED_IN = ['/cabinet/profile/', '/de/cabinet/download/', '/order/']
// Three public requests for each account one: roughly the traffic of a marketing site.
const mix = [
  ...PUBLIC.map((path) => ({ path })),
  ...ANONYMOUS_ACCOUNT.map((path) => ({ path })),
  ...LOGGED_IN.map((path) => ({ path, session: true })),
]

/** The wrk script: cycles through the mix, counts statuses per class in every thread, and reports them. */
function luaScript(sessionToken) {
  const requests = mix
    .map(({ path, session }) => {
      const headers = session ? `{ ["Cookie"] = "fvp_session=${sessionToken}" }` : '{}'
      return `    wrk.format("GET", "${path}", ${headers}),`
    })
    .join('\n')
  // The requests are formatted in init(): wrk sets the Host header only after loading the script.
  return `
local requests
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  requests = {
${requests}
  }
  index = math.random(#requests)
  s2, s3, s4, s5 = 0, 0, 0, 0
end
function request()
  index = index % #requests + 1
  return requests[index]
end
function response(status, headers, body)
  if status >= 500 then s5 = s5 + 1
  elseif status >= 400 then s4 = s4 + 1
  elseif status >= 300 then s3 = s3 + 1
  else s2 = s2 + 1 end
end
function done(summary, latency, requests)
  local t2, t3, t4, t5 = 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    t2 = t2 + thread:get("s2"); t3 = t3 + thread:get("s3")
    t4 = t4 + thread:get("s4"); t5 = t5 + thread:get("s5")
  end
  local e = summary.errors
  io.write(string.format("RESULT requests=%d seconds=%.3f s2=%d s3=%d s4=%d s5=%d connect=%d read=%d write=%d timeout=%d status=%d p50=%d p90=%d p99=%d max=%d\\n",
    summary.requests, summary.duration / 1e6, t2, t3, t4, t5, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`
}

function runWrk(origin, seconds, script) {
  const out = spawnSync(
    'wrk',
    [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `${origin}/`],
    { encoding: 'utf8' },
  )
  const line = /RESULT (.*)/.exec(out.stdout)?.[1]
  if (!line) throw new Error(`wrk gave no result:\n${out.stdout}\n${out.stderr}`)
  return Object.fromEntries(
    line
      .split(' ')
      .map((pair) => pair.split('='))
      .map(([k, v]) => [k, Number(v)]),
  )
}

/** Status of a GET on a new connection (fetch's pooled keep-alive sockets are stale after 60 s of wrk). */
const statusOf = (url) =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      .on('error', () => resolve(0))
  })

/** A database of its own on the given PostgreSQL server, so a run starts empty and leaves nothing. */
async function throwawayDatabase(url) {
  const { default: pg } = await import('pg')
  const name = `planet_load_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    name,
    url: own.href,
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024

const postgresUrl = process.env.LOAD_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const database = postgresUrl ? await throwawayDatabase(postgresUrl) : undefined
console.log(
  database
    ? `Database: PostgreSQL (${database.name})`
    : 'Database: embedded PGlite (set LOAD_DATABASE_URL for PostgreSQL)',
)
const server = await startProductionServer({
  port: PORT,
  env: { LOG_REQUESTS: 'false', ...(database ? { DATABASE_URL: database.url } : {}) },
  nodeArgs: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
})
const inspector = await connectInspector(INSPECT_PORT)
const work = mkdtempSync(join(tmpdir(), 'planet-load-'))
let failed = false
try {
  const login = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(DEMO),
  })
  if (login.status !== 200) throw new Error(`demo login: HTTP ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  // Every URL of the mix answers as expected before the load starts (a 302 would hide a broken page).
  for (const { path, session } of mix) {
    const response = await fetch(`${server.origin}${path}`, {
      redirect: 'manual',
      headers: session ? { cookie: `fvp_session=${token}` } : {},
    })
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} before the load`)
  }
  const script = join(work, 'mix.lua')
  writeFileSync(script, luaScript(token))

  console.log(
    `Mix: ${PUBLIC.length} public, ${ANONYMOUS_ACCOUNT.length} anonymous account, ${LOGGED_IN.length} logged-in account URLs`,
  )
  runWrk(server.origin, WARMUP_SECONDS, script)
  const before = await inspector.measure()
  console.log(
    `Warm-up ${WARMUP_SECONDS} s done; after GC: RSS ${before.rss.toFixed(0)} MB, heap in use ${before.heapUsed.toFixed(0)} MB. ` +
      `Load: ${CONNECTIONS} connections, ${SECONDS} s, ${THREADS} wrk threads`,
  )
  const r = runWrk(server.origin, SECONDS, script)
  const rssUnderLoad = rssMb(server.pid)
  const after = await inspector.measure()
  const healthy = (await statusOf(`${server.origin}/readyz`)) === 200
  const ms = (us) => (us / 1000).toFixed(1)
  const errors = r.connect + r.read + r.write + r.timeout
  console.log(`requests ${r.requests} in ${r.seconds.toFixed(1)} s: ${(r.requests / r.seconds).toFixed(0)} req/s`)
  console.log(`status 2xx ${r.s2}, 3xx ${r.s3}, 4xx ${r.s4}, 5xx ${r.s5}`)
  console.log(`socket errors: connect ${r.connect}, read ${r.read}, write ${r.write}, timeout ${r.timeout}`)
  console.log(`latency p50 ${ms(r.p50)} ms, p90 ${ms(r.p90)} ms, p99 ${ms(r.p99)} ms, max ${ms(r.max)} ms`)
  const change = (x, y) => `${x.toFixed(0)} MB → ${y.toFixed(0)} MB (${y - x >= 0 ? '+' : ''}${(y - x).toFixed(0)} MB)`
  console.log(
    `memory after GC: RSS ${change(before.rss, after.rss)}, heap in use ${change(before.heapUsed, after.heapUsed)}`,
  )
  console.log(`RSS at the end of the load, before GC: ${rssUnderLoad.toFixed(0)} MB; ready after the run: ${healthy}`)
  const misses = [
    errors > 0 && `${errors} socket errors`,
    r.s5 > 0 && `${r.s5} answers ≥ 500`,
    r.s4 > 0 && `${r.s4} answers 4xx`,
    after.heapUsed - before.heapUsed > MEMORY_GROWTH_MB && `heap in use grew more than ${MEMORY_GROWTH_MB} MB`,
    after.rss - before.rss > MEMORY_GROWTH_MB && `RSS after GC grew more than ${MEMORY_GROWTH_MB} MB`,
    !healthy && 'not ready after the run',
  ].filter(Boolean)
  if (misses.length) {
    failed = true
    console.log(`FAIL: ${misses.join('; ')}`)
  } else console.log('OK: no errors, no 5xx, memory flat')
} finally {
  inspector.close()
  await server.stop()
  await database?.drop()
  rmSync(work, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
