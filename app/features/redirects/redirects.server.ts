import * as v from 'valibot'

import table from '../../../data/redirects.json'
import { compileRedirects, RedirectTableSchema, type RedirectTarget } from '../../lib/routing/redirect-rules'

/**
 * The redirect table, compiled once per process and kept in memory. Today it is the JSON file in
 * `data/`; the reference API will serve the same rows later through this one function.
 */
const compiled = (() => {
  const { table: lookup, dropped } = compileRedirects(v.parse(RedirectTableSchema, table))
  for (const rule of dropped) console.warn(`redirects: dropped ${rule.from} → ${rule.to} (it would loop)`)
  return lookup
})()

export function lookupRedirect(path: string): RedirectTarget | undefined {
  return compiled.get(path)
}
