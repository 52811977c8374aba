import { createApi } from '#api/app.ts'
import { openDatabase } from '#api/db/client.ts'
import { seed } from '#api/db/seed.ts'
import { mailOutbox } from '#api/db/schema.ts'
import { parseApiEnv } from '#api/env.ts'

let nextIp = 1

/**
 * PGlite in memory by default; with TEST_DATABASE_URL (CI) a fresh PostgreSQL database per test
 * file, dropped afterwards, so the same suite proves both engines.
 */
async function openTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' })
  const { default: pg } = await import('pg')
  const name = `planet_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), dataDir: '' })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** A fresh API on an in-memory PGlite database, called in-process. */
export async function createTestApi(envOverrides: Record<string, string> = {}) {
  const database = await openTestDatabase()
  await seed(database.db, { samples: true })
  // Developer tools on (sandbox payments, mailbox), as on a developer's machine; requests name localhost.
  const env = parseApiEnv({ SITE_URL: 'http://site.test', DATA_DIR: 'memory://', DEV_TOOLS: 'true', ...envOverrides })
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
    // Real HTTP clients send Content-Length; the body limit relies on it.
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
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

  /** The e-mails queued for an address, oldest first. */
  async function mails(to: string) {
    return (await database.db.select().from(mailOutbox)).filter((m) => m.to === to)
  }

  const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? ''

  return { app, db: database.db, call, mails, mailLinks, tokenFrom, close: database.close }
}
