/** Prefixes served by the framework or the API, never pages. */
const NON_PAGE_PREFIXES = ['/api/', '/_serverFn/', '/assets/', '/builds/', '/@', '/__']

/**
 * A page path is what a visitor reads: not an API or framework endpoint and not a file
 * (`/robots.txt`, `/favicon.ico`). Only page paths get the canonical-URL rules.
 */
export function isPagePath(pathname: string): boolean {
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]{1,8}$/i.test(last)
}

/** Lowercases a path but leaves percent-escapes (`%C3%A9`) byte for byte. */
export function lowercasePath(pathname: string): string {
  return pathname.replace(/%[0-9a-fA-F]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()))
}

/** Collapses repeated slashes, lowercases and adds the trailing slash every page path has. */
export function canonicalPagePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  const lower = lowercasePath(collapsed)
  return lower.endsWith('/') ? lower : `${lower}/`
}

/** The raw query (`?a=1&a=2`) of a request URL exactly as sent, or an empty string. */
export function rawQuery(url: string): string {
  const hash = url.indexOf('#')
  const withoutHash = hash === -1 ? url : url.slice(0, hash)
  const start = withoutHash.indexOf('?')
  return start === -1 ? '' : withoutHash.slice(start)
}
