// `npm run bench:soak`: a bounded mixed load for SOAK_MINUTES (default 20) against the production
// server, hostile traffic included, in windows of SOAK_WINDOW_SECONDS (60). Each window prints
// its throughput, latency, statuses and the server's memory (RSS under load, then RSS and heap in
// use after full garbage collections through the server's inspector).
//
// The mix (wrk): cached public pages, campaign URLs, anonymous account forms, a logged-in
// visitor's cabinet, image-proxy renditions, API reads, and hostile requests — bodies at the
// 64 KiB limit to the API and to a server function, a page with a long unknown query (a render
// each time), a malformed JSON body. Beside it, another process sends malformed HTTP on raw
// sockets (a broken request line, headers over the limit, a 50 MB body declared and never sent).
//
// Targets: no socket error and no 5xx; the last window's throughput within 10 % of the first's
// (after the warm-up); the RSS after GC at most SOAK_MEMORY_GROWTH_MB (32) above the first
// window's (flat after warm-up). Prints the memory ceiling to give one instance: the peak RSS
// under load plus a quarter, rounded up to 64 MB. Exit 1 when a target is missed.
//
// Database as in bench:load: PostgreSQL from LOAD_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL
// (a throwaway database), else the embedded PGlite. Options: SOAK_MINUTES, SOAK_WINDOW_SECONDS,
// SOAK_WARMUP_SECONDS (30), SOAK_CONNECTIONS (32), SOAK_MEMORY_GROWTH_MB, BENCH_PORT (3250).
// Needs `wrk` (Debian: apt-get install -y wrk).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { connectInspector } from './lib/inspector.mjs'
import { demoSessionToken, startProductionServer } from './lib/production-server.mjs'
import { benchDatabase, mixScript, rssMb, runWrk, statusOf } from './lib/wrk-mix.mjs'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20)
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? 60)
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 32)
const MEMORY_GROWTH_MB = Number(process.env.SOAK_MEMORY_GROWTH_MB ?? 32)
const PORT = Number(process.env.BENCH_PORT ?? 3250)
const INSPECT_PORT = PORT + 1
const LIMIT = 64 * 1024

if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) {
  console.error('wrk is not installed (Debian: apt-get install -y wrk)')
  process.exit(2)
}

const json = { 'Content-Type': 'application/json' }
const mix = [
  ...['/', '/de/', '/ja/netflix/', '/ar/download/', '/blog/', '/ru/answers/', '/tr/terms/'].map((path) => ({ path })),
  { path: '/de/?utm_source=newsletter&utm_medium=email&gclid=EAIaIQobChMI' },
  { path: '/netflix/?fbclid=IwAR0abc&a_aid=partner7' },
  ...['/login/', '/de/sign-up/', '/ja/forgot-password/'].map((path) => ({ path })),
  ...['/cabinet/profile/', '/de/cabinet/download/'].map((path) => ({ path, session: true })),
  { path: '/_ipx/f_webp,w_320/images/planet-hero.png' },
  { path: '/api/planet-vpn/v3/popups/main.json' },
  { path: '/api/health' },
  // Hostile: the body limit's worth of garbage, a render per request, a broken body.
  { path: '/api/login', method: 'POST', headers: json, body: `{"email":"${'a'.repeat(LIMIT - 200)}"}` },
  { path: '/_serverFn/0000', method: 'POST', headers: json, body: 'x'.repeat(LIMIT - 10) },
  { path: `/de/netflix/?q=${'z'.repeat(4000)}` },
  { path: '/api/register', method: 'POST', headers: json, body: '{"email": "broken' },
]

/** Malformed HTTP from another process (bench/lib/malformed-http.mjs), until `stop()`: how many. */
function hostileSockets(port) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lib/malformed-http.mjs', import.meta.url)), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      return Number(output.trim()) || 0
    },
  }
}

const database = await benchDatabase('planet_soak')
console.log(database ? `Database: PostgreSQL (${database.name})` : 'Database: embedded PGlite')
const server = await startProductionServer({
  port: PORT,
  env: { LOG_REQUESTS: 'false', ...(database ? { DATABASE_URL: database.url } : {}) },
  nodeArgs: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
})
const inspector = await connectInspector(INSPECT_PORT)
const work = mkdtempSync(join(tmpdir(), 'planet-soak-'))
const hostile = hostileSockets(PORT)
let failed = false
try {
  const token = await demoSessionToken(server.origin)
  const script = join(work, 'soak.lua')
  writeFileSync(script, mixScript(mix, token))
  const wrk = (seconds) => runWrk(server.origin, { seconds, connections: CONNECTIONS, threads: 1, script })

  console.log(
    `Soak: ${mix.length} URLs in the mix, ${CONNECTIONS} connections, ${MINUTES} min in ${WINDOW_SECONDS} s windows after a ${WARMUP_SECONDS} s warm-up; malformed HTTP beside it`,
  )
  wrk(WARMUP_SECONDS)
  const windows = []
  const started = Date.now()
  console.log('window  minute    req/s   p99 ms   2xx+3xx      4xx  5xx  errors   RSS load   RSS GC  heap GC')
  while (Date.now() - started < MINUTES * 60_000) {
    const r = wrk(WINDOW_SECONDS)
    const rssUnderLoad = rssMb(server.pid)
    const memory = await inspector.measure()
    const errors = r.connect + r.read + r.write + r.timeout
    const window = { rps: r.requests / r.seconds, p99: r.p99 / 1000, ok: r.s2 + r.s3, r, errors, rssUnderLoad, memory }
    windows.push(window)
    console.log(
      [
        String(windows.length).padStart(6),
        ((Date.now() - started) / 60_000).toFixed(1).padStart(7),
        window.rps.toFixed(0).padStart(8),
        window.p99.toFixed(1).padStart(8),
        String(window.ok).padStart(9),
        String(r.s4).padStart(8),
        String(r.s5).padStart(4),
        String(errors).padStart(7),
        `${rssUnderLoad.toFixed(0)} MB`.padStart(10),
        `${memory.rss.toFixed(0)} MB`.padStart(8),
        `${memory.heapUsed.toFixed(0)} MB`.padStart(8),
      ].join(' '),
    )
  }
  const malformed = await hostile.stop()
  const healthy = (await statusOf(`${server.origin}/readyz`)) === 200
  const first = windows[0]
  const last = windows.at(-1)
  const peak = Math.max(...windows.map((w) => w.rssUnderLoad))
  const ceiling = Math.ceil((peak * 1.25) / 64) * 64
  const change = last.rps / first.rps - 1
  const growth = last.memory.rss - first.memory.rss
  const total = (key) => windows.reduce((sum, w) => sum + w.r[key], 0)
  const errors = windows.reduce((sum, w) => sum + w.errors, 0)
  console.log(`malformed HTTP requests on raw sockets: ${malformed}; ready after the run: ${healthy}`)
  console.log(
    `throughput first → last window: ${first.rps.toFixed(0)} → ${last.rps.toFixed(0)} req/s (${(change * 100).toFixed(1)} %)`,
  )
  console.log(
    `RSS after GC first → last window: ${first.memory.rss.toFixed(0)} → ${last.memory.rss.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB); peak under load ${peak.toFixed(0)} MB`,
  )
  console.log(`memory ceiling for one instance: ${ceiling} MB (the peak under load plus a quarter)`)
  const misses = [
    errors > 0 && `${errors} socket errors`,
    total('s5') > 0 && `${total('s5')} answers ≥ 500`,
    change < -0.1 && 'throughput fell more than 10 %',
    growth > MEMORY_GROWTH_MB && `RSS after GC grew more than ${MEMORY_GROWTH_MB} MB`,
    !healthy && 'not ready after the run',
  ].filter(Boolean)
  if (misses.length) {
    failed = true
    console.log(`FAIL: ${misses.join('; ')}`)
  } else console.log('OK: no errors, no 5xx, throughput kept, memory flat')
} finally {
  await hostile.stop()
  inspector.close()
  await server.stop()
  await database?.drop()
  rmSync(work, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
