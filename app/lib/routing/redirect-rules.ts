import * as v from 'valibot'

import { resolvedPagePath } from './locale-path'

/** One row of the redirect table: an old page path and where it lives now. */
export const RedirectRuleSchema = v.object({
  from: v.pipe(v.string(), v.regex(/^\/(?![/\\])[^?#\\]*$/, 'from must be a path without query')),
  to: v.union([
    v.pipe(v.string(), v.regex(/^\/(?![/\\])[^?#\\]*$/, 'relative targets are paths: one leading /, no query')),
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'absolute targets are http(s)')),
  ]),
})
export const RedirectTableSchema = v.array(RedirectRuleSchema)
export type RedirectRule = v.InferOutput<typeof RedirectRuleSchema>

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string }

export type CompiledRedirects = ReadonlyMap<string, RedirectTarget>

const isExternal = (to: string) => /^https?:\/\//i.test(to)

/**
 * Compiles rules into a lookup by canonical path. Chains (`/a/`→`/b/`→`/c/`) collapse to their
 * final target so a visitor gets one redirect; rules that would loop are dropped and reported,
 * which makes a redirect loop impossible whatever the table says.
 */
export function compileRedirects(rules: readonly RedirectRule[]): {
  table: CompiledRedirects
  dropped: RedirectRule[]
} {
  const direct = new Map<string, string>()
  for (const rule of rules) {
    const from = resolvedPagePath(rule.from)
    if (!direct.has(from)) direct.set(from, isExternal(rule.to) ? rule.to : resolvedPagePath(rule.to))
  }
  const table = new Map<string, RedirectTarget>()
  const dropped: RedirectRule[] = []
  for (const rule of rules) {
    const from = resolvedPagePath(rule.from)
    if (table.has(from)) continue
    const seen = new Set([from])
    let target = direct.get(from) ?? from
    let loops = false
    while (!isExternal(target) && direct.has(target)) {
      if (seen.has(target)) {
        loops = true
        break
      }
      seen.add(target)
      target = direct.get(target) ?? target
    }
    if (loops || target === from) {
      dropped.push(rule)
      continue
    }
    table.set(from, isExternal(target) ? { kind: 'external', url: target } : { kind: 'internal', path: target })
  }
  return { table, dropped }
}
