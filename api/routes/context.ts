import type { Context } from 'hono'

import type { Db } from '../db/client.ts'
import type { ApiEnv } from '../env.ts'

/** What every route module gets from the API factory. */
export interface ApiContext {
  db: Db
  env: ApiEnv
  /** The caller's address (forwarding headers trusted only from configured proxies). */
  ip: (c: Context) => string
  /** The caller's country as a trusted proxy reports it, or null. */
  country: (c: Context) => string | null
  /** The language of the caller: the body's `locale`, else the `x-locale` header, else English. */
  locale: (c: Context, fromBody?: string) => string
  /** An absolute link to a site page in a locale, with an optional query. */
  sitePage: (locale: string, path: string, query?: Record<string, string>) => string
  /** Whether developer tools answer this request: switched on, and asked for by a local host. */
  devTools: (c: Context) => boolean
}
