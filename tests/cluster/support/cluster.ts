import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'

import pg from 'pg'

import { ROOT, ServerProcess } from '../../faults/support/processes.ts'

/**
 * Loopback ports of the cluster test and bench (3700–3799, used by nothing else): the balancer,
 * its status page, two site instances, their DNS-check name servers and an SMTP server.
 */
export const PORTS = {
  balancer: 3700,
  stats: 3701,
  siteA: 3710,
  siteB: 3711,
  dnsA: 3712,
  dnsB: 3713,
  smtp: 3714,
  /** Nothing listens here: instance A's way to the mail server is broken on purpose. */
  deadSmtp: 3719,
} as const

export const BALANCER = `http://127.0.0.1:${PORTS.balancer}`
export const SITE_A = `http://127.0.0.1:${PORTS.siteA}`
export const SITE_B = `http://127.0.0.1:${PORTS.siteB}`
export const DNS_ZONE = 'dnscheck.cluster.test'
export const HAPROXY_CFG = `${ROOT}/deploy/haproxy.cfg`

/** The server CI starts (.ci/run); TEST_DATABASE_URL points elsewhere. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'

/** A database of its own on the PostgreSQL server, dropped afterwards: the instances share it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cluster_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: SERVER_URL })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(
      `The cluster test needs PostgreSQL at ${SERVER_URL} (TEST_DATABASE_URL; .ci/run starts one): ${String(error)}`,
    )
  }
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Runs one statement on the shared database (what an operator or a migration would do). */
export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}

/** The environment every instance shares (docs/deployment.md, "What must be shared"). */
export function sharedEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${PORTS.balancer}`,
    SITE_DOMAIN_MAIN: `localhost:${PORTS.balancer}`,
    // The balancer connects from loopback: only its X-Forwarded-For is believed.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    SANDBOX_SECRET: 'cluster-test-sandbox-secret-shared',
    ZENDESK_JWT_SECRET: 'cluster-test-zendesk-secret-shared',
    AFFILIATE_POSTBACK_SECRET: 'cluster-test-affiliate-postback-secret-shared',
    DNS_CHECK_ZONE: DNS_ZONE,
    STUN_PORT: 'off',
    // Short back-off, so a mail the other instance failed to send is taken again within seconds.
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
    // The request log of two instances under load would only slow the test down.
    LOG_REQUESTS: 'false',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    // Longer than the balancer needs to mark an instance down (2 checks 200 ms apart).
    SHUTDOWN_DRAIN_SECONDS: '1',
  }
}

export type InstanceName = 'a' | 'b'

/** One site instance (`host/serve-only.ts`) from the build in `root`, with its own data folder. */
export function startInstance(
  name: InstanceName,
  env: Record<string, string>,
  { root = ROOT, dataDir }: { root?: string; dataDir: string },
) {
  const port = name === 'a' ? PORTS.siteA : PORTS.siteB
  return new ServerProcess(`site ${name} :${port}`, `${root}/host/serve-only.ts`, {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DNS_CHECK_PORT: String(name === 'a' ? PORTS.dnsA : PORTS.dnsB),
    // Each instance names itself to the mail server (nodemailer's `name` option: the EHLO host),
    // so the test can tell which one delivered a mail. A's mail server address leads nowhere.
    SMTP_URL: `smtp://127.0.0.1:${name === 'a' ? PORTS.deadSmtp : PORTS.smtp}/?name=site-${name}`,
  })
}

/** Waits until `url` answers 200 (readiness), failing early if the process dies. */
export async function ready(instance: ServerProcess, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!instance.running) throw new Error(`${instance.name} exited before it was ready\n${instance.log()}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return instance
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${instance.name} not ready at ${url} within ${timeoutMs} ms\n${instance.log()}`)
}

/** Debian's HAProxy with `deploy/haproxy.cfg`, in the foreground, fast health checks. */
export class Balancer {
  readonly output: string[] = []
  private readonly child: ChildProcess
  private readonly exited: Promise<number | null>

  constructor(env: Record<string, string> = {}) {
    this.child = spawn('haproxy', ['-db', '-f', HAPROXY_CFG], {
      env: {
        ...process.env,
        HAPROXY_BIND: `127.0.0.1:${PORTS.balancer}`,
        HAPROXY_STATS: `127.0.0.1:${PORTS.stats}`,
        SITE_A: `127.0.0.1:${PORTS.siteA}`,
        SITE_B: `127.0.0.1:${PORTS.siteB}`,
        CHECK_INTER: '200ms',
        CHECK_FALL: '2',
        CHECK_RISE: '2',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString().split('\n').filter(Boolean))
    this.child.stdout!.on('data', keep)
    this.child.stderr!.on('data', keep)
    this.child.once('error', (error) => this.output.push(`haproxy: ${error.message}`))
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)))
  }

  /** Server state and counters from the status page (`;csv`), by `backend/server`. */
  async servers(): Promise<Map<string, { status: string; total: number; retries: number; redispatches: number }>> {
    const csv = await fetch(`http://127.0.0.1:${PORTS.stats}/;csv`, { signal: AbortSignal.timeout(2000) }).then((r) =>
      r.text(),
    )
    const [head = '', ...rows] = csv.trim().split('\n')
    const columns = head.replace(/^# /, '').split(',')
    const at = (name: string) => columns.indexOf(name)
    const result = new Map<string, { status: string; total: number; retries: number; redispatches: number }>()
    for (const row of rows) {
      const cells = row.split(',')
      result.set(`${cells[at('pxname')]}/${cells[at('svname')]}`, {
        status: cells[at('status')] ?? '',
        total: Number(cells[at('stot')] ?? 0),
        retries: Number(cells[at('wretr')] || 0),
        redispatches: Number(cells[at('wredis')] || 0),
      })
    }
    return result
  }

  async status(server: InstanceName): Promise<string> {
    return (await this.servers()).get(`site/${server}`)?.status ?? 'unknown'
  }

  /** Polls the status page until the server's state starts with `state` (UP, DOWN); returns when. */
  async until(server: InstanceName, state: 'UP' | 'DOWN', timeoutMs = 15_000): Promise<number> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const status = await this.status(server).catch(() => 'unknown')
      if (status.startsWith(state)) return performance.now()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(
      `balancer: server ${server} not ${state} within ${timeoutMs} ms\n${this.output.slice(-20).join('\n')}`,
    )
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return
    this.child.kill('SIGTERM')
    await this.exited
  }
}

/** `/assets/…` files an HTML page asks for (scripts, module preloads, styles). */
export function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))]
}

/** Every hashed file of a build's client folder, as URL paths. */
export function buildAssets(root: string): string[] {
  return readdirSync(`${root}/dist/client/assets`).map((file) => `/assets/${file}`)
}

export function buildId(root: string): string {
  return (JSON.parse(readFileSync(`${root}/dist/client/builds/latest.json`, 'utf8')) as { id: string }).id
}

/**
 * The next release, as an open page sees it: the same code under a new build id, every hashed
 * file under a new name. Made from the current build (a copy with the names and the id replaced
 * everywhere, the server's manifest included) rather than by a second `vite build`, which would
 * take most of the test's time budget. The copy is a project folder of its own (host/ copied so
 * the server finds this dist/, the sources linked).
 */
export function makeNextRelease(): { root: string; id: string; remove: () => void } {
  const root = mkdtempSync(`${tmpdir()}/cluster-next-`)
  for (const entry of readdirSync(ROOT)) {
    if (entry === 'dist' || entry === 'host' || entry === '.git' || entry.startsWith('.')) continue
    if (entry === 'package.json') cpSync(`${ROOT}/${entry}`, `${root}/${entry}`)
    else symlinkSync(`${ROOT}/${entry}`, `${root}/${entry}`)
  }
  cpSync(`${ROOT}/host`, `${root}/host`, { recursive: true })
  cpSync(`${ROOT}/dist`, `${root}/dist`, { recursive: true })

  const oldId = buildId(ROOT)
  const id = `next-${randomBytes(4).toString('hex')}`
  const renames = new Map<string, string>([[oldId, id]])
  const assets = `${root}/dist/client/assets`
  // The build's compressed copies would still hold the old names and id: the host compresses the
  // rewritten files itself instead.
  const dropCompressedCopies = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = `${dir}/${entry}`
      if (statSync(path).isDirectory()) dropCompressedCopies(path)
      else if (/\.(br|gz)$/.test(entry)) rmSync(path)
    }
  }
  dropCompressedCopies(`${root}/dist/client`)
  for (const file of readdirSync(assets)) {
    // Some chunks are named by their hash alone (`1_Q-w_I.js`): the whole name gets a new one.
    const dot = file.lastIndexOf('.')
    const hash = createHash('sha256').update(`${id}:${file}`).digest('base64url').slice(0, 8)
    const renamed = `${file.slice(0, dot)}~${hash}${file.slice(dot)}`
    renameSync(`${assets}/${file}`, `${assets}/${renamed}`)
    renames.set(file, renamed)
  }
  renameSync(`${root}/dist/client/builds/meta/${oldId}.json`, `${root}/dist/client/builds/meta/${id}.json`)
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // File names only where a path names them (`/assets/x.js`, `./x.js`), longest first, so a name
  // that ends another name is not replaced inside it; the build id anywhere.
  const files = [...renames.keys()].filter((name) => name !== oldId).sort((a, b) => b.length - a.length)
  const pattern = new RegExp(`(?<=/)(?:${files.map(escape).join('|')})|${escape(oldId)}`, 'g')
  const rewrite = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = `${dir}/${entry}`
      if (statSync(path).isDirectory()) rewrite(path)
      else if (/\.(js|mjs|css|json|html)$/.test(entry)) {
        const text = readFileSync(path, 'utf8')
        const next = text.replace(pattern, (name) => renames.get(name)!)
        if (next !== text) writeFileSync(path, next)
      }
    }
  }
  rewrite(`${root}/dist`)
  if (!existsSync(`${root}/dist/server/server.js`)) throw new Error('next release: no server build')
  return { root, id, remove: () => rmSync(root, { recursive: true, force: true }) }
}
