/** A plain absolute path: no scheme, no host, no protocol-relative `//`, no back slash or control character. */
function isPlainPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false
  return !/^\/[a-z][a-z0-9+.-]*:/i.test(value)
}

/** Twice: `%252F%252F` must not become `//` after the browser decodes it once more. Throws on bad escapes. */
const decodeTwice = (value: string) => decodeURIComponent(decodeURIComponent(value))

/**
 * `/profile-check/` trades an app's key for a session. Coming back to it after logging in would
 * sign the visitor into whichever account minted the key (the author of the link), so no return
 * path leads there, in any language or spelling.
 */
const exchangesAppKey = (pathname: string) => /^\/(?:[a-z]{2}\/)?profile-check(?:\/|$)/i.test(decodeTwice(pathname))

/**
 * A same-site path to come back to after logging in, or undefined. Only plain absolute paths are
 * kept, even once decoded, and the path the URL parser makes of them is checked again: dot
 * segments can empty the first segment (`/.//evil.example` and `/%2e%2e//evil.example` both
 * resolve to `//evil.example`) — a return link can never send the visitor to another site.
 */
export function safeReturnPath(raw: string | undefined | null): string | undefined {
  if (!raw || raw.length > 2048) return undefined
  try {
    if (!isPlainPath(raw) || !isPlainPath(decodeTwice(raw))) return undefined
    const url = new URL(raw, 'http://site.invalid')
    const path = url.pathname + url.search + url.hash
    if (url.origin !== 'http://site.invalid' || !isPlainPath(path) || !isPlainPath(decodeTwice(path))) return undefined
    if (exchangesAppKey(url.pathname)) return undefined
    return path
  } catch {
    return undefined
  }
}
