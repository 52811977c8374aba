import { createApi } from '../../server/app.ts'
import { openDatabase } from '../../server/db/client.ts'
import { seed } from '../../server/db/seed.ts'
import { mailOutbox } from '../../server/db/schema.ts'
import { parseApiEnv } from '../../server/env.ts'

let nextIp = 1

/** A fresh API on an in-memory PGlite database, called in-process. */
export async function createTestApi(envOverrides: Record<string, string> = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  await seed(database.db, { samples: true })
  const env = parseApiEnv({ SITE_URL: 'http://site.test', DATA_DIR: 'memory://', ...envOverrides })
  const app = createApi({ db: database.db, env })

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined = options.rawBody
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = JSON.stringify(options.body)
    }
    const ip = options.ip ?? `10.0.0.${nextIp++ % 250}`
    const response = await app.request(path, { method, headers, body }, { incoming: { socket: { remoteAddress: ip } } })
    const text = await response.text()
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined }
  }

  /** Links of the e-mails sent to an address, newest last. */
  async function mailLinks(to: string): Promise<string[]> {
    const mails = await database.db.select().from(mailOutbox)
    return mails
      .filter((m) => m.to === to)
      .flatMap((m) => [...m.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]))
  }

  const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? ''

  return { app, db: database.db, call, mailLinks, tokenFrom, close: database.close }
}
