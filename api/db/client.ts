import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres compiled to WASM) with its files in
 * `dataDir` — or in memory for `dataDir: 'memory://'`. Migrations run before the database is used.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Nothing waits forever on the database: connecting, a statement on the server and the answer.
      connectionTimeoutMillis: 5000,
      statement_timeout: 8000,
      query_timeout: 10_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    // A restart of PostgreSQL ends every connection. Without listeners the 'error' event of an idle
    // (pool) or checked-out (client) connection throws and stops the process; with them the broken
    // connection is dropped, requests meanwhile fail with 503 and the next ones get a new one.
    pool.on('error', (error) => console.warn('database: an idle connection closed:', error.message))
    // A connection in use reports through the query that fails on it (answered 503, and logged).
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzle({ client: pool, schema })
    await migrate(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const inMemory = options.dataDir.startsWith('memory://')
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(inMemory ? undefined : `${options.dataDir}/pglite`)
  const db = drizzle({ client, schema })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
