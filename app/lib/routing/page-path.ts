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

const utf8 = new TextEncoder()

/** Percent-encodes controls and non-ASCII as UTF-8, as a browser does before sending a path. */
function encodeLikeBrowser(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what gets encoded
  return path.replace(/[\u0000-\u001f\u007f-\uffff]+/g, (run) =>
    Array.from(utf8.encode(run), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )
}

/**
 * Collapses repeated slashes, lowercases and adds the trailing slash every page path has. Like a
 * browser reading a URL, it drops tabs and newlines, reads `\` as `/` and percent-encodes controls
 * and non-ASCII: otherwise `/\evil.example` would come back as a `Location` a browser follows to
 * another host, and a raw control character would make the `Location` header itself invalid.
 */
export function canonicalPagePath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/[\t\n\r]/g, '').replace(/[/\\]+/g, '/')
  const lower = encodeLikeBrowser(lowercasePath(collapsed))
  return lower.endsWith('/') ? lower : `${lower}/`
}

/** The raw query (`?a=1&a=2`) of a request URL exactly as sent, or an empty string. */
export function rawQuery(url: string): string {
  const hash = url.indexOf('#')
  const withoutHash = hash === -1 ? url : url.slice(0, hash)
  const start = withoutHash.indexOf('?')
  return start === -1 ? '' : withoutHash.slice(start)
}
