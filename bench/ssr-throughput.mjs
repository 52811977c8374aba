// `npm run bench`: SSR throughput of a public page next to a trivial node:http server that serves
// the same bytes, measured in the same run on this machine. With wrk installed it drives the
// load (pinned to another core than the servers where taskset exists); otherwise a built-in
// fetch loop does. Goal for later issues: SSR ≥ 0.5 × the trivial server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const PAGE = process.env.BENCH_PATH ?? '/de/'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SSR_PORT = 3210
const TRIVIAL_PORT = 3211

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const pin = (core, cmd, args) => (has('taskset') ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args])

if (!existsSync(`${root}dist/server/server.js`)) {
  console.log('Building the production site first…')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
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

const [ssrCmd, ssrArgs] = pin(0, process.execPath, [`${root}scripts/serve-only.mjs`])
const ssr = spawn(ssrCmd, ssrArgs, { env: { ...process.env, PORT: String(SSR_PORT), DATA_DIR: '.data/bench' }, stdio: 'ignore' })
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

  console.log(`Page ${PAGE}: ${page.length} bytes; ${CONNECTIONS} connections, ${SECONDS} s each; load by ${has('wrk') ? 'wrk' : 'fetch loop'}`)
  const ssrResult = await load(`http://localhost:${SSR_PORT}${PAGE}`)
  const trivialResult = await load(`http://localhost:${TRIVIAL_PORT}/`)
  const row = (name, r) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${r.p99.toFixed(1).padStart(7)} ms   errors ${r.errors}`
  console.log(row('SSR (production build)', ssrResult))
  console.log(row('trivial node:http', trivialResult))
  console.log(`ratio SSR / trivial: ${(ssrResult.rps / trivialResult.rps).toFixed(3)} (goal for later: ≥ 0.5)`)
} finally {
  ssr.kill()
  trivial?.kill()
}

async function load(url) {
  if (has('wrk')) {
    const [cmd, args] = pin(1, 'wrk', ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', url])
    const out = spawnSync(cmd, args, { encoding: 'utf8' }).stdout
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
    const p99Match = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
    const p99 = p99Match ? Number(p99Match[1]) * { us: 0.001, ms: 1, s: 1000 }[p99Match[2]] : NaN
    const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    return { rps, p99, errors }
  }
  const latencies = []
  let errors = 0
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const start = performance.now()
        try {
          const response = await fetch(url)
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
  return { rps: latencies.length / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, errors }
}
