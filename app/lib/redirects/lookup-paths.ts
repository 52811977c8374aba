import { splitLocale } from '../routing/locale-path'

/**
 * The paths a navigation to `path` looks up in the redirect table: the path, and for `/de/x/`
 * also `/x/`, whose rule applies in every language (request-rules.ts). The browser asks for both
 * in one request (client-rules.ts).
 */
export function redirectLookupPaths(path: string): string[] {
  const { path: unprefixed, prefixed } = splitLocale(path)
  return prefixed ? [path, unprefixed] : [path]
}
