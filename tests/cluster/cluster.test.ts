import { createSocket } from 'node:dgram'
import { randomBytes } from 'node:crypto'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventually, request } from '../faults/support/http'
import { removeScratchDirs, ROOT, scratchDir, type ServerProcess } from '../faults/support/processes'
import {
  assetsOf,
  BALANCER,
  Balancer,
  buildAssets,
  buildId,
  createDatabase,
  DNS_ZONE,
  makeNextRelease,
  PORTS,
  ready,
  sharedEnv,
  SITE_A,
  SITE_B,
  sql,
  startInstance,
  type InstanceName,
} from './support/cluster'
import { describeFailures, Load, type LoadKind, type LoadResult } from './support/load'

/**
 * Two site instances (each with the account API in-process) on one PostgreSQL database, behind
 * Debian's HAProxy configured by deploy/haproxy.cfg. Every shared thing is written through one
 * instance and read through the other; then an instance is stopped under load, gracefully and
 * by a crash, while a new release is rolled out one instance at a time.
 */
const PASSWORD = 'a long enough password'
const run = randomBytes(3).toString('hex')
const json = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
})
/** A visitor address of the test's own (documentation range), as the balancer reports it. */
const visitor = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` })

let database: Awaited<ReturnType<typeof createDatabase>>
let env: Record<string, string>
const instances: Partial<Record<InstanceName, ServerProcess>> = {}
let balancer: Balancer
let mail: ReturnType<typeof smtpServer>
let next: ReturnType<typeof makeNextRelease> | undefined
/** The session of an account made in the session test; later tests load pages with it. */
let token = ''

const siteOf = (name: InstanceName) => (name === 'a' ? SITE_A : SITE_B)

async function launch(name: InstanceName, root = ROOT) {
  const instance = startInstance(name, env, { root, dataDir: scratchDir(`cluster-${name}`) })
  instances[name] = instance
  return ready(instance, `${siteOf(name)}/readyz`)
}

beforeAll(async () => {
  database = await createDatabase()
  env = sharedEnv(database.url)
  mail = smtpServer(PORTS.smtp)
  await mail.listening
  // One after the other: each instance migrates the schema when it starts (docs/deployment.md).
  await launch('a')
  await launch('b')
  // Before any page is asked for: each instance reads the table when its first page is asked for.
  await sql(database.url, `insert into redirects (from_path, "to") values ('/cluster-moved/', '/netflix/')`)
  balancer = new Balancer()
  await balancer.until('a', 'UP')
  await balancer.until('b', 'UP')
})

afterAll(async () => {
  await Promise.all([instances.a?.stop(), instances.b?.stop(), balancer?.stop(), mail?.close()])
  await database?.drop()
  next?.remove()
  removeScratchDirs()
})

describe('shared through the database', () => {
  it('the redirect table: a rule in the database is served by both instances', async () => {
    for (const site of [SITE_A, SITE_B]) {
      const answer = await request(`${site}/cluster-moved/`)
      expect(answer.status, site).toBe(301)
      expect(answer.headers.get('location'), site).toBe('/netflix/')
    }
    // A rule added now is in both APIs at once; the pages' copy of the table follows within its
    // refresh interval (5 minutes, app/lib/redirects/redirects.server.ts).
    await sql(database.url, `insert into redirects (from_path, "to") values ('/cluster-later/', '/download/')`)
    for (const site of [SITE_A, SITE_B]) {
      const answer = await request(`${site}/api/redirects/lookup?path=/cluster-later/`)
      expect(JSON.parse(answer.body), site).toEqual({ from: '/cluster-later/', to: '/download/' })
    }
  })

  it('the balancer spreads requests over both and reports the visitor address', async () => {
    const before = await balancer.servers()
    for (let i = 0; i < 6; i++) {
      const answer = await request(`${BALANCER}/api/ip`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(JSON.parse(answer.body)).toMatchObject({ ip: '203.0.113.9' })
    }
    const after = await balancer.servers()
    for (const name of ['a', 'b']) {
      const served = after.get(`site/${name}`)!.total - before.get(`site/${name}`)!.total
      expect(served, `requests served by ${name}`).toBeGreaterThanOrEqual(2)
    }
  })

  it('sessions: an account made and logged in on A is logged in on B; a log-out on B ends it on A', async () => {
    const email = `cluster-${run}@example.org`
    const made = await request(`${SITE_A}/api/register`, json({ email, password: PASSWORD }, visitor(30)))
    expect(made.status, made.body).toBe(201)
    const login = await request(`${SITE_A}/api/login`, json({ email, password: PASSWORD }, visitor(30)))
    expect(login.status, login.body).toBe(200)
    token = (JSON.parse(login.body) as { token: string }).token

    const user = await request(`${SITE_B}/api/v3/user`, { headers: { authorization: `Bearer ${token}` } })
    expect(user.status).toBe(200)
    expect(user.body).toContain(email)
    // The cabinet page rendered by B for the session cookie A's log-in set.
    const cabinet = await request(`${SITE_B}/cabinet/profile/`, { headers: { cookie: `fvp_session=${token}` } })
    expect(cabinet.status).toBe(200)
    expect(cabinet.body).toContain(email)
    const anonymous = await request(`${SITE_B}/cabinet/profile/`)
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(400)
    expect(anonymous.headers.get('location')).toContain('/login/')

    const other = await request(`${BALANCER}/api/login`, json({ email, password: PASSWORD }, visitor(30)))
    const second = (JSON.parse(other.body) as { token: string }).token
    const out = await request(`${SITE_B}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${second}` },
    })
    expect(out.status).toBe(204)
    const ended = await request(`${SITE_A}/api/v3/user`, { headers: { authorization: `Bearer ${second}` } })
    expect(ended.status).toBe(401)
    // The first session is untouched.
    expect((await request(`${SITE_A}/api/v3/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
  })

  it('rate limits count across instances: 10 failed log-ins, alternately on A and B, then 429 on both', async () => {
    const attempt = (site: string) =>
      request(
        `${site}/api/login`,
        json({ email: `nobody-${run}@example.org`, password: 'wrong password' }, visitor(40)),
      )
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(i % 2 ? SITE_B : SITE_A)
      expect(answer.status, `attempt ${i + 1}`).toBe(401)
    }
    for (const site of [SITE_A, SITE_B]) {
      const answer = await attempt(site)
      expect(answer.status, site).toBe(429)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Through the balancer (round robin: both instances answer): the contact form's 5 an hour.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const message = {
        email: `limit-${run}-${i}@example.org`,
        topic: 'other',
        message: 'A question about the cluster test.',
      }
      statuses.push((await request(`${BALANCER}/api/v1/support/messages`, json(message, visitor(41)))).status)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })

  it('the mail outbox: messages queued on A, whose mail server is unreachable, are delivered once, by B', async () => {
    const email = `outbox-${run}@example.org`
    for (let i = 0; i < 3; i++) {
      const message = { email, topic: 'other', message: `Message ${i} sent to instance A.` }
      expect((await request(`${SITE_A}/api/v1/support/messages`, json(message, visitor(50)))).status).toBe(202)
    }
    const ours = () => mail.received.filter((m) => m.data.includes(`From: ${email}`))
    await eventually(async () => ours().length >= 3, 20_000, 'three messages delivered')
    expect(ours().map((m) => m.ehlo)).toEqual(['site-b', 'site-b', 'site-b'])
    const ids = ours().map((m) => /^Message-ID: (.+)$/im.exec(m.data)?.[1])
    expect(new Set(ids).size).toBe(3)
    // A's attempts are in the shared table too; A lists the mails as sent (by B).
    const mailbox = await request(`${SITE_A}/api/dev/mailbox`)
    const rows = mailbox.body.split('<tr>').filter((row) => row.includes(`from ${email}`))
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row).toMatch(/<td>sent /)
    // No second delivery: a worker round of each instance later, still three.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(ours()).toHaveLength(3)
  })

  it("the DNS-check log: names registered on A, looked up at B's name server, reported by either", async () => {
    const labels = [randomLabel(), randomLabel()]
    expect((await request(`${SITE_A}/api/v3/dns-check/labels`, json({ labels }, visitor(60)))).status).toBe(204)
    const answer = await dnsQuery(PORTS.dnsB, `${labels[0]}.${DNS_ZONE}`)
    expect(answer.readUInt16BE(6), 'answer records').toBe(1)
    for (const site of [SITE_A, SITE_B, BALANCER]) {
      const report = await request(`${site}/api/v3/dns-check/resolvers`, json({ labels }, visitor(60)))
      expect(JSON.parse(report.body), site).toEqual({ resolvers: [{ address: '127.0.0.1', lookups: 1 }] })
    }
  })
})

describe('an instance leaves under load; a new release rolls out one instance at a time', () => {
  const release = { id: buildId(ROOT), assets: buildAssets(ROOT) }
  let load: Load
  let killed = Infinity
  let down = Infinity
  /** Requests that were on their way while A had been killed and was not yet marked down. */
  const inFlightOnKill = (r: LoadResult) => r.started < down && r.ended >= killed
  /** Files of an open page: every hashed file of its build, in turn (what its lazy routes load). */
  const filesOf = (name: string, assets: string[]) => {
    let i = 0
    return {
      name,
      get url() {
        return `${BALANCER}${assets[i++ % assets.length]}`
      },
      ok: (status: number) => status === 200,
    }
  }
  const steady: LoadKind[] = [
    { name: 'cached page', url: `${BALANCER}/de/`, ok: (s) => s === 200 },
    { name: 'page', url: `${BALANCER}/netflix/`, ok: (s) => s === 200 },
    { name: 'log-in page', url: `${BALANCER}/login/`, ok: (s) => s === 200 },
    { name: 'api', url: `${BALANCER}/api/ip`, ok: (s) => s === 200 },
    { name: 'build id', url: `${BALANCER}/builds/latest.json`, ok: (s) => s === 200 },
    {
      // Not retried by the balancer (a POST): it must be answered by the instance it reached.
      name: 'post',
      url: `${BALANCER}/api/v3/dns-check/labels`,
      init: () =>
        json({ labels: [randomLabel()] }, { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` }),
      ok: (s) => s === 204,
    },
  ]

  beforeAll(() => {
    load = new Load([...steady, filesOf('old files', release.assets)])
    load.start(4)
  })
  afterAll(async () => {
    await load?.stop()
    const stats = await balancer.servers().catch(() => undefined)
    const site = stats && [...stats].filter(([key]) => key.startsWith('site/') || key.startsWith('assets/'))
    console.log(
      `load: ${load.results.length} requests, ${load.failures().length} failed;`,
      site
        ?.map(([key, s]) => `${key} ${s.total} served, ${s.retries} retried, ${s.redispatches} redispatched`)
        .join('; '),
    )
  })

  it('SIGTERM to B: its requests in flight finish, and no request through the balancer fails', async () => {
    await load.more(40)
    load.phase = 'SIGTERM to B'
    // Requests that take a while (a cabinet page: rendered for the session, with an API call),
    // sent straight to B; SIGTERM as soon as the first is answered, so the others are in flight.
    let signalled = 0
    let stopping: Promise<void> | undefined
    const inFlight = Array.from({ length: 12 }, () =>
      request(`${SITE_B}/cabinet/profile/`, { headers: { cookie: `fvp_session=${token}` } }).then((answer) => {
        const ended = performance.now()
        if (!stopping) {
          signalled = performance.now()
          stopping = instances.b!.stop('SIGTERM')
        }
        return { ...answer, ended }
      }),
    )
    const answers = await Promise.all(inFlight)
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('</html>')
    }
    // Readiness turns first; the balancer takes B out while B still serves (the drain time).
    const readiness = await request(`${SITE_B}/readyz`)
    expect(readiness.status).toBe(503)
    expect(JSON.parse(readiness.body)).toEqual({ status: 'stopping' })
    await balancer.until('b', 'DOWN')
    expect(instances.b!.running, 'B still running when the balancer marked it down').toBe(true)
    const after = answers.filter((answer) => answer.ended > signalled).length
    console.log(`SIGTERM: ${after} of 12 requests were still in flight at the signal and finished`)
    expect(after).toBeGreaterThan(0)
    await stopping
    await load.more(60)
    // From the start of the load: nothing failed before or after the signal.
    const failures = load.failures()
    expect(failures, describeFailures(failures)).toHaveLength(0)
  })

  it('B comes back with the next release: open pages of either build get their files', async () => {
    next = makeNextRelease()
    load.phase = 'B starts with the next release'
    const from = performance.now()
    await launch('b', next.root)
    await balancer.until('b', 'UP')
    load.phase = 'A old, B next release'
    const nextAssets = buildAssets(next.root)
    expect(nextAssets.some((file) => release.assets.includes(file))).toBe(false)
    load.kinds = [...steady, filesOf('old files', release.assets), filesOf('new files', nextAssets)]
    await load.more(150)
    // Both builds are served now; an open page of either gets every file its HTML names. The
    // build ids and the pages are asked for in runs of their own: the balancer takes turns, and
    // with file requests in between, every id or page could fall on the same instance.
    const ids = new Set<string>()
    for (let i = 0; i < 6; i++) {
      ids.add((JSON.parse((await request(`${BALANCER}/builds/latest.json`)).body) as { id: string }).id)
    }
    const bodies: string[] = []
    for (let i = 0; i < 6; i++) bodies.push((await request(`${BALANCER}/`)).body)
    const pages = new Set<string>()
    for (const body of bodies) {
      for (const file of assetsOf(body)) {
        pages.add(file)
        expect((await request(`${BALANCER}${file}`)).status, file).toBe(200)
      }
    }
    expect(ids).toEqual(new Set([release.id, next.id]))
    expect([...pages].some((file) => release.assets.includes(file))).toBe(true)
    expect([...pages].some((file) => nextAssets.includes(file))).toBe(true)
    const failures = load.failures(from)
    expect(failures, describeFailures(failures)).toHaveLength(0)
  })

  it('SIGKILL to A: once the balancer has marked it down, no request fails', async () => {
    // With A gone, only B's files of the next release exist: old pages reload (below).
    load.kinds = [...steady, filesOf('new files', buildAssets(next!.root))]
    await load.more(40)
    load.phase = 'A killed, not yet marked down'
    killed = performance.now()
    await instances.a!.stop('SIGKILL')
    down = await balancer.until('a', 'DOWN')
    load.phase = 'A marked down'
    await load.more(150)
    const before = load.results.filter(inFlightOnKill)
    const failures = load.failures(down)
    console.log(
      `SIGKILL: marked down after ${Math.round(down - killed)} ms; ${before.length} requests in flight meanwhile, ${before.filter((r) => r.error).length} failed${before.some((r) => r.error) ? `:\n${describeFailures(before.filter((r) => r.error))}` : ''}`,
    )
    expect(failures, describeFailures(failures)).toHaveLength(0)
  })

  it('A comes back with the next release: the rollout is complete', async () => {
    load.phase = 'A starts with the next release'
    const from = performance.now()
    await launch('a', next!.root)
    await balancer.until('a', 'UP')
    await load.more(100)
    for (let i = 0; i < 4; i++) {
      expect(JSON.parse((await request(`${BALANCER}/builds/latest.json`)).body)).toMatchObject({ id: next!.id })
    }
    // A page of the old build still open asks for a file no instance has any more: 404, which the
    // page answers by reloading itself once (app/lib/build/chunk-reload.ts); the reloaded page
    // names only files that exist.
    expect((await request(`${BALANCER}${release.assets[0]}`)).status).toBe(404)
    for (const file of assetsOf((await request(`${BALANCER}/`)).body)) {
      expect((await request(`${BALANCER}${file}`)).status, file).toBe(200)
    }
    const failures = load.failures(from)
    expect(failures, describeFailures(failures)).toHaveLength(0)
    // Over the whole run, the only requests that may have failed are those in flight between the
    // kill and the balancer marking A down (POSTs on A are never retried: A may have acted on them).
    const elsewhere = load.failures().filter((f) => !inFlightOnKill(f))
    expect(elsewhere, describeFailures(elsewhere)).toHaveLength(0)
  })
})

function randomLabel() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')
}

/** One DNS query (type A) over UDP; the raw answer. */
function dnsQuery(port: number, name: string): Promise<Buffer> {
  const header = Buffer.alloc(12)
  header.writeUInt16BE(randomBytes(2).readUInt16BE(0), 0)
  header.writeUInt16BE(0x0100, 2)
  header.writeUInt16BE(1, 4)
  const question = Buffer.concat([
    ...name.split('.').map((part) => Buffer.concat([Buffer.from([part.length]), Buffer.from(part)])),
    Buffer.from([0, 0, 1, 0, 1]),
  ])
  const socket = createSocket('udp4')
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close()
      reject(new Error(`no DNS answer from port ${port}`))
    }, 5000)
    socket.once('message', (message) => {
      clearTimeout(timer)
      socket.close()
      resolve(message)
    })
    socket.send(Buffer.concat([header, question]), port, '127.0.0.1')
  })
}

/** An SMTP server that records each message with the name the sender greeted with (EHLO). */
function smtpServer(port: number) {
  const received: { ehlo: string; data: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({ ehlo: session.hostNameAppearsAs, data })
        callback()
      })
    },
  })
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { received, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
