import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, eventually, request } from './support/http'
import { PORTS } from './support/ports'
import { removeScratchDirs, scratchDir, startApi, type ServerProcess } from './support/processes'

/**
 * The account API (PGlite on disk) with SMTP_URL pointing at a port where no mail server runs yet.
 * Sign-up must succeed; the confirmation e-mail waits in the outbox (in the database), survives a
 * restart of the API, and is delivered once the SMTP server is started.
 */
const API = `http://127.0.0.1:${PORTS.smtpApi}`
const SMTP_URL = `smtp://127.0.0.1:${PORTS.smtp}`
const EMAIL = `smtp-outage-${Date.now()}@example.org`
const PASSWORD = 'a long enough password'

const dataDir = scratchDir('smtp-api')
const launchApi = () =>
  startApi(PORTS.smtpApi, {
    DATA_DIR: dataDir,
    SMTP_URL,
    SITE_URL: 'http://site.test',
    // Short back-off so the test sees the retry after the outage within seconds (defaults: 60 s … 1 h).
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
  })

/** The delivery column of the development mailbox for the test's address. */
async function delivery(): Promise<string> {
  const page = await request(`${API}/dev/mailbox`)
  const row = page.body.split('<tr>').find((r) => r.includes(`<td>${EMAIL}</td>`))
  const cells = [...(row ?? '').matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => m[1] ?? '')
  return (
    cells
      .at(-1)
      ?.replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&') ?? ''
  )
}

let api: ServerProcess | undefined
let smtp: ReturnType<typeof smtpServer> | undefined

afterAll(async () => {
  await api?.stop()
  await smtp?.close()
  removeScratchDirs()
})

describe('SMTP is down', () => {
  beforeAll(async () => {
    api = await launchApi().ready(`${API}/health`)
  })

  it('sign-up still succeeds, and the e-mail waits in the outbox', async () => {
    const failedAttempt = api!.waitForLine(/mail outbox: .* not delivered \(attempt 1\)/)
    const answer = await request(`${API}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body)).toHaveProperty('token')
    // The worker tried, found no SMTP server and kept the mail for a later attempt.
    expect(await failedAttempt).toMatch(/ECONNREFUSED/)
    expect(await delivery()).toMatch(/^queued, \d+ failed attempt\(s\): .*ECONNREFUSED/)
  })

  it('the queued e-mail survives a restart of the API', async () => {
    await api!.stop()
    api = await launchApi().ready(`${API}/health`)
    // The account is there too (committed before the answer), and the mail still waits.
    expect(await apiLogin(API, EMAIL, PASSWORD)).toMatch(/\S{20,}/)
    expect(await delivery()).toMatch(/^queued/)
  })
})

describe('SMTP comes back', () => {
  it('delivers the e-mail, once', async () => {
    smtp = smtpServer(PORTS.smtp)
    await smtp.listening
    const mail = await smtp.next((data) => data.includes(`To: ${EMAIL}`), 20_000)
    expect(mail).toMatch(/http:\/\/site\.test\/confirm\/\?token=[A-Za-z0-9_-]+/)
    // Marked sent in the outbox: no later round sends it again.
    await eventually(async () => (await delivery()).startsWith('sent '), 10_000, 'the outbox marks the mail sent')
    expect(smtp.received.filter((data) => data.includes(`To: ${EMAIL}`))).toHaveLength(1)
  })
})

describe('PGlite after a crash', () => {
  it('keeps what was committed when the API is killed and the data folder reopened', async () => {
    await api!.stop('SIGKILL')
    api = await launchApi().ready(`${API}/health`)
    expect(await apiLogin(API, EMAIL, PASSWORD)).toMatch(/\S{20,}/)
  })
})

/** The SMTP test server (npm smtp-server) on a fixed port, recording every message it accepts. */
function smtpServer(port: number) {
  const received: string[] = []
  const waiters = new Set<{ match: (data: string) => boolean; resolve: (data: string) => void }>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push(data)
        for (const waiter of waiters) {
          if (!waiter.match(data)) continue
          waiters.delete(waiter)
          waiter.resolve(data)
        }
        callback()
      })
    },
  })
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    received,
    listening,
    next(match: (data: string) => boolean, timeoutMs: number): Promise<string> {
      const already = received.find(match)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve }
        waiters.add(waiter)
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching mail within ${timeoutMs} ms`))
        }, timeoutMs)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
