// Shared by the budget scripts in bench/: makes sure a production build exists, then serves it
// with host/serve-only.ts on a port of its own (its own data folder, no STUN server) and stops
// it again, so every script measures exactly what `npm start` would serve.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/** Builds once when there is no build yet (`BENCH_REBUILD=1` forces a fresh one). */
export function ensureBuild() {
  if (existsSync(`${root}dist/server/server.js`) && process.env.BENCH_REBUILD !== '1') return
  console.log('Building the production site first…')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

/**
 * Starts the production server and resolves once it answers. `env` adds variables (e.g. to turn
 * optional features off); the server's output is kept and shown if it fails to come up.
 */
export async function startProductionServer({ port, env = {}, nodeArgs = [], dir }) {
  // `dir`: another copy of the project with a build of its own (scripts/pseudo-locale-check.mjs).
  if (!dir) ensureBuild()
  const project = dir ?? root
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...nodeArgs, `${project}host/serve-only.ts`], {
    cwd: project,
    env: { ...process.env, PORT: String(port), STUN_PORT: 'off', DATA_DIR: `.data/bench-${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const origin = `http://localhost:${port}`
  // SIGTERM lets the server shut down gracefully; one that still waits on idle keep-alive
  // connections after 5 s is killed, so a measurement never hangs on its own server.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  // Ready when robots.txt answers: it goes through the whole Start handler without the API.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(5000) })).ok)
        return { origin, stop, pid: child.pid }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`The production server on port ${port} did not come up:\n${output}`)
}

/** The page paths (with locale prefix) the sitemap lists, in its order. */
export async function sitemapPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) })).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** Runs `task` over `items` with at most `limit` at a time; results keep the input order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The demo account (api/demo.ts) a local production server seeds. */
const DEMO = { email: 'demo@planet-vpn.local', password: 'planet-demo-password' }

/** A session token of the demo account, for the mix's logged-in requests. */
export async function demoSessionToken(origin) {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  })
  if (login.status !== 200) throw new Error(`demo login: HTTP ${login.status} ${await login.text()}`)
  return (await login.json()).token
}
