import { randomUUID } from 'node:crypto'

/**
 * One JSON line per request on stdout: time, request id, method, path (never the query: it can
 * carry reset tokens), status, duration, bytes and how the render cache answered. No addresses
 * and no user agents: a VPN's website keeps no record of who visited.
 */
export interface RequestLogEntry {
  id: string
  method: string
  path: string
  status: number
  ms: number
  bytes: number
  cache?: 'hit' | 'miss' | 'bypass'
}

const VALID_ID = /^[\w.:-]{8,128}$/

/** An id from the load balancer when it sent a sensible one, otherwise a new one. */
export function requestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && VALID_ID.test(value) ? value : randomUUID()
}

export function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/'
  return path.length > 512 ? `${path.slice(0, 512)}…` : path
}

let lastMs = 0
let lastTime = ''
/** The ISO time, built once per millisecond (under load many lines share one). */
function isoNow(): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    lastTime = new Date(now).toISOString()
  }
  return lastTime
}

/**
 * The line is built by hand (strings through `JSON.stringify`, numbers as they are): this runs
 * for every request, and a spread object plus a generic stringify cost more than the page
 * itself when it comes from the render cache.
 */
export function formatRequestLog(entry: RequestLogEntry, time = isoNow()): string {
  const level = entry.status >= 500 ? 'error' : 'info'
  const cache = entry.cache ? `,"cache":"${entry.cache}"` : ''
  return `{"time":"${time}","level":"${level}","id":${JSON.stringify(entry.id)},"method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},"status":${entry.status},"ms":${entry.ms},"bytes":${entry.bytes}${cache}}\n`
}

export function logRequest(entry: RequestLogEntry, write: (line: string) => void = bufferedStdout) {
  write(formatRequestLog(entry))
}

let pending = ''
/**
 * Lines written within one turn of the event loop go out in one write: under load a write per
 * request costs more than building the line. Flushed on the next turn, or at 64 kB.
 */
function bufferedStdout(line: string) {
  if (pending === '') setImmediate(flushRequestLog)
  pending += line
  if (pending.length > 65_536) flushRequestLog()
}

/** Writes what is waiting (also called on shutdown). */
export function flushRequestLog() {
  if (pending === '') return
  const lines = pending
  pending = ''
  process.stdout.write(lines)
}
