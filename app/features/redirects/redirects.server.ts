import { readFileSync } from 'node:fs'

import * as v from 'valibot'

import table from '../../../data/redirects.json'
import { compileRedirects, RedirectTableSchema, type RedirectTarget } from '../../lib/routing/redirect-rules'
import { serverConfig } from '../../lib/site/config.server'

function loadRules() {
  const extraFile = serverConfig().env.REDIRECTS_FILE
  const extra: unknown = extraFile ? JSON.parse(readFileSync(extraFile, 'utf8')) : []
  return [...v.parse(RedirectTableSchema, extra), ...v.parse(RedirectTableSchema, table)]
}

let compiled: ReadonlyMap<string, RedirectTarget> | undefined

/**
 * The redirect table, compiled on first use and kept in memory. Today it is data/redirects.json
 * (plus REDIRECTS_FILE); the reference API will serve the same rows later through this function.
 */
export function lookupRedirect(path: string): RedirectTarget | undefined {
  if (!compiled) {
    const result = compileRedirects(loadRules())
    for (const rule of result.dropped) console.warn(`redirects: dropped ${rule.from} → ${rule.to} (it would loop)`)
    compiled = result.table
  }
  return compiled.get(path)
}
