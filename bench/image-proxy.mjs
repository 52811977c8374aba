// `npm run bench:images`: does a burst of uncached image transforms slow the rest of the site?
//
// Starts the production server (bench/lib/production-server.mjs: its own port, data folder and an
// empty image cache), then measures the p99 latency of `GET /api/plans` (the API and its
// database) and of a cached page (`/de/`, rendered once first), one request at a time each, at
// rest and while a burst of IMAGE_BURST (40) image requests, each a different rendition (width ×
// quality × format × source, so none is cached and none can share a transform), arrives at once
// from IMAGE_ADDRESSES (8) visitor addresses (X-Forwarded-For, which the server trusts from
// loopback). BENCH_IMAGES_ROUNDS (3) rounds of rest then burst, each burst with renditions of its
// own, samples pooled: on a shared machine a slow spell then weighs on both phases alike. Prints
// both p99s, their ratio, what the bursts were answered with and the server's CPU time per burst.
//
// Target: the burst moves neither p99 by more than 2× (BENCH_IMAGES_MAX_RATIO). Latencies under
// BENCH_IMAGES_FLOOR_MS (5 ms) count as that floor: on a 2-core machine the scheduler alone moves
// a 1 ms answer by more than 2×. Exit 1 when a target is missed or an answer is not as expected.
//
// Options (environment): BENCH_PORT (3917), IMAGE_BURST (40), IMAGE_ADDRESSES (8),
// BENCH_IMAGES_ROUNDS (3), BENCH_IMAGES_REST_SAMPLES (300 in all), BENCH_REBUILD=1.
// Loopback only; every loop is bounded; the server and its image cache are removed at the end.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { startProductionServer } from './lib/production-server.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3917)
const BURST = Number(process.env.IMAGE_BURST ?? 40)
const ADDRESSES = Number(process.env.IMAGE_ADDRESSES ?? 8)
const ROUNDS = Number(process.env.BENCH_IMAGES_ROUNDS ?? 3)
const REST_SAMPLES = Number(process.env.BENCH_IMAGES_REST_SAMPLES ?? 300)
const MAX_RATIO = Number(process.env.BENCH_IMAGES_MAX_RATIO ?? 2)
const FLOOR_MS = Number(process.env.BENCH_IMAGES_FLOOR_MS ?? 5)
/** Upper bound of samples per path during the burst, so the loop ends even if the burst hangs. */
const MAX_BURST_SAMPLES = 5000
const REQUEST_TIMEOUT_MS = 30_000
const PROBES = ['/api/plans', '/de/']

const SOURCES = ['/images/planet-hero.png', '/images/og-planet-vpn.png']
const WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]
const QUALITIES = [50, 70, 80, 90, 100]
const FORMATS = ['webp', 'avif', 'jpeg', 'png']

/** `count` different renditions, spread over formats, qualities, widths and sources. */
function distinctImagePaths(count) {
  const paths = new Set()
  for (let i = 0; paths.size < count && i < 10_000; i++) {
    const format = FORMATS[i % FORMATS.length]
    const quality = QUALITIES[Math.floor(i / FORMATS.length) % QUALITIES.length]
    const width = WIDTHS[Math.floor(i / (FORMATS.length * QUALITIES.length)) % WIDTHS.length]
    const source = SOURCES[Math.floor(i / (FORMATS.length * QUALITIES.length * WIDTHS.length)) % SOURCES.length]
    paths.add(`/_ipx/f_${format},w_${width},q_${quality}${source}`)
  }
  return [...paths]
}

const probeAgent = new http.Agent({ keepAlive: true, maxSockets: PROBES.length })
const burstAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity })

/** One GET on loopback: status and milliseconds until the whole body arrived. */
function get(path, { agent = probeAgent, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get({ host: '127.0.0.1', port: PORT, path, agent, headers }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: performance.now() - started, headers: response.headers }),
      )
      response.on('error', reject)
    })
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`${path}: no answer in 30 s`)))
    request.on('error', reject)
  })
}

/** Requests `path` one at a time until `done()` (checked between requests) or `max` samples. */
async function probe(path, { min, max, done }) {
  const latencies = []
  while (latencies.length < max && (latencies.length < min || !done())) {
    const { status, ms } = await get(path)
    if (status !== 200) throw new Error(`${path} answered ${status}`)
    latencies.push(ms)
  }
  return latencies
}

function p99(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]
}

/** CPU seconds (user + system) the process has used, from /proc; undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

const cacheDir = await mkdtemp(join(tmpdir(), 'bench-image-cache-'))
const server = await startProductionServer({
  port: PORT,
  env: { IMAGE_CACHE_DIR: cacheDir, LOG_REQUESTS: 'false' },
})
let failed = false
try {
  // Warm-up: the page rendered into the render cache, the API's first queries done.
  for (const path of PROBES) await probe(path, { min: 20, max: 20, done: () => true })

  const rest = Object.fromEntries(PROBES.map((path) => [path, []]))
  const during = Object.fromEntries(PROBES.map((path) => [path, []]))
  const imagePaths = distinctImagePaths(BURST * ROUNDS)
  const statuses = {}
  let unexpected = 0
  let burstMs = 0
  let cpu = 0
  // Rounds alternate rest and burst, so a slow spell of the machine weighs on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    const restSamples = Math.ceil(REST_SAMPLES / ROUNDS)
    await Promise.all(
      PROBES.map(async (path) => {
        rest[path].push(...(await probe(path, { min: restSamples, max: restSamples, done: () => true })))
      }),
    )
    const cpuBefore = cpuSeconds(server.pid)
    const started = performance.now()
    let burstDone = false
    const burst = Promise.all(
      imagePaths.slice(round * BURST, (round + 1) * BURST).map((path, i) =>
        get(path, {
          agent: burstAgent,
          // Addresses of their own each round: the per-address limit is not what is measured here.
          headers: { 'X-Forwarded-For': `198.51.${100 + round}.${1 + (i % ADDRESSES)}` },
        }).catch((error) => ({ status: `error: ${error.message}`, ms: NaN, headers: {} })),
      ),
    ).finally(() => (burstDone = true))
    const probes = Promise.all(
      PROBES.map(async (path) => {
        during[path].push(...(await probe(path, { min: 1, max: MAX_BURST_SAMPLES, done: () => burstDone })))
      }),
    )
    const answers = await burst
    burstMs += performance.now() - started
    await probes
    cpu += (cpuSeconds(server.pid) ?? NaN) - (cpuBefore ?? NaN)
    for (const { status, headers } of answers) {
      statuses[status] = (statuses[status] ?? 0) + 1
      if (![200, 429, 503].includes(status) || (status !== 200 && !headers['retry-after'])) unexpected++
    }
  }

  console.log(
    `Bursts: ${ROUNDS} × ${BURST} distinct renditions from ${ADDRESSES} addresses, ` +
      `${Math.round(burstMs / ROUNDS)} ms each on average; answers:`,
    Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
  )
  if (!Number.isNaN(cpu)) console.log(`Server CPU per burst: ${(cpu / ROUNDS).toFixed(2)} s`)
  if (unexpected > 0 || !statuses[200]) {
    console.error('Unexpected image answers (wanted 200, or 429/503 with Retry-After, and some 200).')
    failed = true
  }

  console.log('')
  console.log('path          samples at rest / burst   p99 at rest   p99 in burst   ratio')
  for (const path of PROBES) {
    const atRest = p99(rest[path])
    const inBurst = p99(during[path])
    const ratio = Math.max(inBurst, FLOOR_MS) / Math.max(atRest, FLOOR_MS)
    const ok = ratio <= MAX_RATIO
    if (!ok) failed = true
    console.log(
      `${path.padEnd(14)}${String(rest[path].length).padStart(8)} / ${String(during[path].length).padEnd(14)}` +
        `${atRest.toFixed(1).padStart(8)} ms  ${inBurst.toFixed(1).padStart(10)} ms   ${ratio.toFixed(2)} × ${ok ? 'ok' : `> ${MAX_RATIO} ×`}`,
    )
  }
  console.log(
    `\nTarget: p99 in the bursts ≤ ${MAX_RATIO} × p99 at rest (each at least ${FLOOR_MS} ms): ${failed ? 'MISSED' : 'met'}`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  probeAgent.destroy()
  burstAgent.destroy()
  await server.stop()
  await rm(cacheDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
