/**
 * Whether an error means the database cannot be reached right now (restarting, refusing
 * connections, the connection cut or too slow), as opposed to a bug or a bad query. Such requests
 * answer 503 `unavailable` with Retry-After: the client may simply try again, and the next request
 * after the database is back succeeds (the pool opens fresh connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (`Failed query: …`) in `cause`; a few levels are enough.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true
  }
  return false
}

/**
 * PostgreSQL SQLSTATEs (class 08 "connection exception" is matched by prefix) and Node socket codes.
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections,
 * 57014 query_canceled (statement_timeout).
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** node-postgres and PGlite say these in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
]
