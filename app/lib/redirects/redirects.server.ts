import { readFileSync } from 'node:fs'

import * as v from 'valibot'

import { serviceClient } from '../api/service-client.server'
import {
  compileRedirects,
  RedirectTableSchema,
  type CompiledRedirects,
  type RedirectRule,
  type RedirectTarget,
} from '../routing/redirect-rules'
import { serverConfig } from '../site/config.server'
import { redirectLookupPaths } from './lookup-paths'
import { SITE_REDIRECTS } from './site-redirects'

const REFRESH_MS = 5 * 60_000

/** Rules from REDIRECTS_FILE, read once; they come before the API's rules (and the site's own after them). */
const fileRules: RedirectRule[] = (() => {
  const file = serverConfig().env.REDIRECTS_FILE
  return file ? v.parse(RedirectTableSchema, JSON.parse(readFileSync(file, 'utf8'))) : []
})()

let table: CompiledRedirects | undefined
let fetchedAt = 0
let pending: Promise<void> | undefined

function compile(apiRules: RedirectRule[]) {
  const result = compileRedirects([...fileRules, ...apiRules, ...SITE_REDIRECTS])
  for (const rule of result.dropped) console.warn(`redirects: dropped ${rule.from} → ${rule.to} (it would loop)`)
  table = result.table
}

async function refresh(): Promise<void> {
  try {
    const rows = await serviceClient('/redirects')
    // Rows the site cannot use safely (protocol-relative, script URLs…) are left out one by one.
    compile(
      (Array.isArray(rows) ? rows : []).flatMap((row: unknown) => {
        const parsed = v.safeParse(RedirectTableSchema.item, row)
        return parsed.success ? [parsed.output] : []
      }),
    )
    fetchedAt = Date.now()
  } catch (error) {
    // Keep the last good table; retry on a later request.
    console.warn('redirects: the API did not answer, keeping the current table:', (error as Error).message)
    if (!table) compile([])
    fetchedAt = Date.now() - REFRESH_MS + 10_000
  }
}

/**
 * The redirect table from the account API (`GET /redirects`), compiled and kept in memory,
 * refreshed every five minutes in the background. Only the very first request waits for it.
 */
export async function lookupRedirect(path: string): Promise<RedirectTarget | undefined> {
  if (Date.now() - fetchedAt > REFRESH_MS) {
    pending ??= refresh().finally(() => (pending = undefined))
    if (!table) await pending
  }
  return table?.get(path)
}

/** The targets of a path and its unprefixed twin (`redirectLookupPaths`), `null` where none: one browser lookup. */
export async function readRedirectTargets(path: string): Promise<Record<string, RedirectTarget | null>> {
  const paths = redirectLookupPaths(path)
  const targets = await Promise.all(paths.map(async (each) => (await lookupRedirect(each)) ?? null))
  return Object.fromEntries(paths.map((each, i) => [each, targets[i] ?? null]))
}
