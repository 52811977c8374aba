import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'

import { SERVER_NODE_OPTIONS } from '#host/site/node-options.ts'

/** The project whose code the tests run; FAULTS_ROOT points at another copy (e.g. a scratch build). */
export const ROOT = process.env.FAULTS_ROOT ?? fileURLToPath(new URL('../../..', import.meta.url))

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 6)) {
  throw new Error(
    `The fault tests start .ts servers and need Node 22.6+ (this is ${process.version}): use npx or npm run.`,
  )
}

const scratchDirs: string[] = []

/** A fresh folder for a server's data; `removeScratchDirs` deletes them when the file is done. */
export function scratchDir(name: string): string {
  const dir = mkdtempSync(`${tmpdir()}/faults-${name}-`)
  scratchDirs.push(dir)
  return dir
}

export function removeScratchDirs(): void {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** A server process of the project, its output kept for the failure message and for waiting on a line. */
export class ServerProcess {
  readonly output: string[] = []
  private readonly child: ChildProcess
  private readonly exited: Promise<number | null>
  private readonly lineWaiters = new Set<{ pattern: RegExp; resolve: (line: string) => void }>()

  readonly name: string

  constructor(name: string, script: string, env: Record<string, string>) {
    this.name = name
    this.child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, script], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        this.output.push(line)
        for (const waiter of this.lineWaiters) {
          if (waiter.pattern.test(line)) {
            this.lineWaiters.delete(waiter)
            waiter.resolve(line)
          }
        }
      }
    }
    this.child.stdout!.on('data', onData)
    this.child.stderr!.on('data', onData)
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)))
  }

  get pid() {
    return this.child.pid
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** The next output line (from now on) that matches, or a failure after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const waiter = { pattern, resolve }
      this.lineWaiters.add(waiter)
      const timer = setTimeout(() => {
        this.lineWaiters.delete(waiter)
        reject(new Error(`${this.name}: no line like ${pattern} within ${timeoutMs} ms\n${this.log()}`))
      }, timeoutMs)
      this.exited.then(() => {
        if (!this.lineWaiters.delete(waiter)) return
        clearTimeout(timer)
        reject(new Error(`${this.name} exited while waiting for ${pattern}\n${this.log()}`))
      })
      const original = waiter.resolve
      waiter.resolve = (line) => {
        clearTimeout(timer)
        original(line)
      }
    })
  }

  /** Waits until `url` answers (any status), failing early if the process dies. */
  async ready(url: string, timeoutMs = 60_000): Promise<this> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited before it was ready\n${this.log()}`)
      const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      )
      if (answered) return this
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`${this.name} not ready at ${url} within ${timeoutMs} ms\n${this.log()}`)
  }

  /** Stops the process (SIGTERM: graceful; SIGKILL: a crash) and waits until it is gone. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.running) return
    this.child.kill(signal)
    await this.exited
  }

  log(lines = 40) {
    return this.output.slice(-lines).join('\n')
  }
}

/**
 * The account API alone (`npm run api`): routes at the root of `http://127.0.0.1:{port}`, with the
 * developer tools (demo login, mailbox) the tests use switched on, as a developer would.
 */
export function startApi(port: number, env: Record<string, string>) {
  return new ServerProcess(`API :${port}`, 'api/main.ts', { API_PORT: String(port), DEV_TOOLS: 'true', ...env })
}

/** The site's production build with the embedded API under /api/ (`npm start` without the build step). */
export function startSite(port: number, env: Record<string, string>) {
  if (!existsSync(`${ROOT}/dist/server/server.js`)) {
    throw new Error(`No production build in ${ROOT}/dist: run \`npm run build\` before the fault tests.`)
  }
  return new ServerProcess(`site :${port}`, 'host/serve-only.ts', {
    PORT: String(port),
    STUN_PORT: 'off',
    ...env,
  })
}
