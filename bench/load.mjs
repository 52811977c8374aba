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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { connectInspector } from './lib/inspector.mjs'
import { demoSessionToken, startProductionServer } from './lib/production-server.mjs'
import { benchDatabase, mixScript, rssMb, runWrk, statusOf } from './lib/wrk-mix.mjs'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64)
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 15)
const THREADS = Number(process.env.LOAD_THREADS ?? 2)
const MEMORY_GROWTH_MB = Number(process.env.LOAD_MEMORY_GROWTH_MB ?? 32)
const PORT = Number(process.env.BENCH_PORT ?? 3230)
const INSPECT_PORT = Number(process.env.LOAD_INSPECT_PORT ?? PORT + 1)

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

const database = await benchDatabase('planet_load')
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
  const token = await demoSessionToken(server.origin)
  // Every URL of the mix answers as expected before the load starts (a 302 would hide a broken page).
  for (const { path, session } of mix) {
    const response = await fetch(`${server.origin}${path}`, {
      redirect: 'manual',
      headers: session ? { cookie: `fvp_session=${token}` } : {},
    })
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} before the load`)
  }
  const script = join(work, 'mix.lua')
  writeFileSync(script, mixScript(mix, token))

  console.log(
    `Mix: ${PUBLIC.length} public, ${ANONYMOUS_ACCOUNT.length} anonymous account, ${LOGGED_IN.length} logged-in account URLs`,
  )
  runWrk(server.origin, { seconds: WARMUP_SECONDS, connections: CONNECTIONS, threads: THREADS, script })
  const before = await inspector.measure()
  console.log(
    `Warm-up ${WARMUP_SECONDS} s done; after GC: RSS ${before.rss.toFixed(0)} MB, heap in use ${before.heapUsed.toFixed(0)} MB. ` +
      `Load: ${CONNECTIONS} connections, ${SECONDS} s, ${THREADS} wrk threads`,
  )
  const r = runWrk(server.origin, { seconds: SECONDS, connections: CONNECTIONS, threads: THREADS, script })
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
