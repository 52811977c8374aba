import { sql } from 'drizzle-orm'

import { createApi } from './app.ts'
import { openDatabase } from './db/client.ts'
import { seed } from './db/seed.ts'
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoUser, lockDemoUser } from './demo.ts'
import type { ApiEnv } from './env.ts'
import { fileTransport } from './mail/file-transport.ts'
import { startOutboxWorker } from './mail/outbox.ts'
import { smtpTransport } from './mail/smtp-transport.ts'
import { startLoadReporter } from './vpn/load-reporter.ts'

/**
 * Opens the database (migrations included), starts the mail outbox worker (and, with the developer
 * tools, the simulated server load reports) and builds the API.
 * Used by the site's server (embedded under /api) and by `npm run api` (alone).
 */
export async function startApi(env: ApiEnv, basePath = '') {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await seed(database.db, { samples: env.DEV_TOOLS })
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : fileTransport(env.outboxDir, env.MAIL_FROM)
  const stopWorker = startOutboxWorker(database.db, transport, {
    retry: { baseSeconds: env.MAIL_RETRY_BASE_SECONDS, maxSeconds: env.MAIL_RETRY_MAX_SECONDS },
  })
  const stopReporter = env.DEV_TOOLS ? startLoadReporter(database.db) : async () => undefined
  // A database that once served a developer keeps no usable demo password once the tools are off.
  if (!env.DEV_TOOLS) await lockDemoUser(database.db)
  else {
    await ensureDemoUser(database.db)
    console.log(`Demo login (local only): ${DEMO_EMAIL} / ${DEMO_PASSWORD}`)
    if (!env.SMTP_URL) console.log(`E-mails are written to ${env.outboxDir}/`)
  }
  const app = createApi({ db: database.db, env, basePath })
  return {
    app,
    database,
    /** Readiness: the database answers a trivial query. */
    async ping() {
      await database.db.execute(sql`select 1`)
      return true
    },
    async close() {
      await Promise.all([stopWorker(), stopReporter()])
      await database.close()
    },
  }
}
