/**
 * A same-site path to come back to after logging in, or undefined. Only plain absolute paths are
 * kept: no scheme, no host, no protocol-relative `//`, no back slashes or control characters, even
 * once decoded — a return link can never send the visitor to another site.
 */
export function safeReturnPath(raw: string | undefined | null): string | undefined {
  if (!raw || raw.length > 2048) return undefined
  let decoded = raw
  try {
    // Twice: `%252F%252F` must not become `//` after the browser decodes it once more.
    decoded = decodeURIComponent(decodeURIComponent(raw))
  } catch {
    return undefined
  }
  for (const value of [raw, decoded]) {
    if (!value.startsWith('/') || value.startsWith('//')) return undefined
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return undefined
  }
  const url = new URL(raw, 'http://site.invalid')
  if (url.origin !== 'http://site.invalid') return undefined
  return url.pathname + url.search + url.hash
}
