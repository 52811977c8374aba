import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, eventually, heading, request, type Answer } from './support/http'
import { PORTS } from './support/ports'
import { findPostgresBin, PostgresCluster } from './support/postgres'
import { removeScratchDirs, scratchDir, startSite, type ServerProcess } from './support/processes'

/**
 * `npm start` with DATABASE_URL: the site and its embedded API on a PostgreSQL of the test's own,
 * which the test stops while requests wait on it, keeps down, and starts again.
 */
const SITE = `http://localhost:${PORTS.databaseSite}`
const API = `${SITE}/api`
const bin = findPostgresBin()
if (!bin)
  console.warn('PostgreSQL server binaries not found (apt-get install postgresql): database restart tests skipped.')

const HELD_LOCK = 'faults_held_lock'
const DEMO = { email: 'demo@planet-vpn.local', password: 'planet-demo-password' }
const json = { 'content-type': 'application/json' }

describe.skipIf(!bin)('the database restarts while the site serves', () => {
  let cluster: PostgresCluster
  let site: ServerProcess
  let token: string

  beforeAll(async () => {
    cluster = PostgresCluster.create(bin!, PORTS.postgres)
    cluster.start()
    site = await startSite(PORTS.databaseSite, {
      DATA_DIR: scratchDir('database-site'),
      DATABASE_URL: cluster.url,
    }).ready(`${SITE}/robots.txt`)
    token = await apiLogin(API, DEMO.email, DEMO.password)
  })

  afterAll(async () => {
    await site?.stop()
    cluster?.destroy()
    removeScratchDirs()
  })

  const cabinet = () => request(`${SITE}/cabinet/profile/`, { headers: { cookie: `fvp_session=${token}` } })
  const plans = () => request(`${API}/plans?currency=USD`)

  it('serves the API, the cabinet and public pages with the database up', async () => {
    expect((await plans()).status).toBe(200)
    expect((await cabinet()).status).toBe(200)
    expect((await request(`${SITE}/`)).status).toBe(200)
  })

  it('fails the requests in flight cleanly when the database stops under them', async () => {
    // Hold the tables these requests read, so they are surely waiting in the database when it stops.
    const [locker, observer] = [new pg.Client(cluster.url), new pg.Client(cluster.url)]
    for (const client of [locker, observer]) {
      client.on('error', () => undefined)
      await client.connect()
    }
    // First fill the API's pool: requests held by the lock, then let go, leave idle connections,
    // which PostgreSQL's shutdown ends too (an unhandled 'error' event there stops the process).
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE plans IN ACCESS EXCLUSIVE MODE')
    const warmUp = Array.from({ length: 8 }, plans)
    await eventually(async () => (await waitingOnLocks(observer)) >= warmUp.length, 4000, 'eight requests waiting')
    await locker.query('ROLLBACK')
    for (const answer of await Promise.all(warmUp)) expect(answer.status).toBe(200)

    // Held by a prepared transaction: it outlives the shutdown, so no waiter gets the lock while
    // PostgreSQL stops (an ordinary holder's rollback would let one through). Undone after the restart.
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE plans, sessions IN ACCESS EXCLUSIVE MODE')
    await locker.query(`PREPARE TRANSACTION '${HELD_LOCK}'`)
    const inFlight = [plans(), plans(), plans(), cabinet(), cabinet()]
    // Watched from outside the locking transaction (its own view of the statistics is frozen).
    await eventually(
      async () => (await waitingOnLocks(observer)) >= inFlight.length,
      4000,
      'every request waiting on the locked tables',
    )
    await Promise.all([observer.end(), locker.end()])
    cluster.stop('fast')

    const answers = await Promise.all(inFlight)
    for (const answer of answers.slice(0, 3)) expectApiUnavailable(answer)
    for (const answer of answers.slice(3)) expectPageUnavailable(answer)
    expect(site.running).toBe(true)
  })

  it('answers 503 at once while the database is down, and public pages still work', async () => {
    expectApiUnavailable(await plans())
    expectApiUnavailable(await request(`${API}/login`, { method: 'POST', headers: json, body: JSON.stringify(DEMO) }))
    expectPageUnavailable(await cabinet())
    const home = await request(`${SITE}/`)
    expect(home.status).toBe(200)
    expect(site.running).toBe(true)
    expect(site.output.join('\n')).not.toMatch(/Unhandled 'error' event/)
  })

  it('serves the next requests once the database is back, without a restart of the site', async () => {
    const pid = site.pid
    cluster.start()
    const admin = new pg.Client(cluster.url)
    await admin.connect()
    await admin.query(`ROLLBACK PREPARED '${HELD_LOCK}'`)
    await admin.end()
    // The very first request after the restart succeeds: the pool replaced its dead connections.
    expect((await plans()).status).toBe(200)
    expect((await request(`${API}/login`, { method: 'POST', headers: json, body: JSON.stringify(DEMO) })).status).toBe(
      200,
    )
    const email = `after-restart-${Date.now()}@example.org`
    const registered = await request(`${API}/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'a long enough password' }),
    })
    expect(registered.status).toBe(201)
    // The site's own calls may wait out the short cool-down of its circuit to the API.
    await eventually(async () => (await cabinet()).status === 200, 10_000, 'cabinet answers 200 again')
    expect(site.pid).toBe(pid)
  })
})

async function waitingOnLocks(observer: pg.Client): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
  )
  return rows[0]!.n
}

/** The API's answer while the database cannot serve: JSON, 503, Retry-After, no internals. */
function expectApiUnavailable(answer: Answer) {
  expect(answer.status).toBe(503)
  expect(answer.headers.get('content-type')).toContain('application/json')
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(JSON.parse(answer.body)).toEqual({ error: { code: 'unavailable' } })
}

/** The cabinet while the database cannot serve: the site's 503 page; the session is kept. */
function expectPageUnavailable(answer: Answer) {
  expect(answer.status).toBe(503)
  expect(heading(answer.body)).toBe('The account service is temporarily unavailable')
  expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('fvp_session=;'))).toBe(false)
}
