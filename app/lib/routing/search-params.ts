/**
 * Plain query strings for the router: every value stays a string (`?a=1&a=2` → `{ a: ['1', '2'] }`)
 * and writing it back gives the same query (`%20`, repeated keys), instead of the router's
 * default JSON encoding (`?a=%5B1%2C2%5D`).
 */
export type SearchRecord = Record<string, string | string[]>

const decode = (s: string) => {
  const spaced = s.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

export function parseSearch(search: string): SearchRecord {
  const out: SearchRecord = {}
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decode(eq === -1 ? pair : pair.slice(0, eq))
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1))
    // Own keys only, written as plain data: `?toString=1` or `?__proto__=1` must not read or set the prototype.
    const existing = Object.hasOwn(out, key) ? out[key] : undefined
    const next = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
    Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true })
  }
  return out
}

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, raw] of Object.entries(search)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
    }
  }
  return parts.length ? `?${parts.join('&')}` : ''
}
