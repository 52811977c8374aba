import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '#api/db/unavailable.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
/** What Drizzle throws: its own message, the driver's error as `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause })

describe('database unavailable errors', () => {
  it.each([
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a client-side query timeout', new Error('Query read timeout')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('%s answers 503, also inside Drizzle’s wrapper', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s stays a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false)
  })
})
