/**
 * `validateSearch` for the few string parameters pages read. Written by hand rather than as
 * valibot schemas because every route's `validateSearch` is in the start bundle of every page, and
 * valibot would add ≈ 4 kB gzip there (initial JavaScript budget, `npm run bench:js`). They behave like the
 * schemas they replace: other parameters pass through untouched.
 */
type Search = Record<string, unknown>

/**
 * Like `v.looseObject({ key: v.optional(v.fallback(v.string(), '')) })`: a missing parameter stays
 * missing, a value that is not one string (a repeated parameter) becomes `''`.
 */
export function stringSearch<Key extends string>(...keys: Key[]) {
  return (search: Search): { [K in Key]?: string } => {
    const out: Search = { ...search }
    for (const key of keys) {
      if (out[key] !== undefined && typeof out[key] !== 'string') out[key] = ''
    }
    return out as { [K in Key]?: string }
  }
}

const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu

/**
 * Like `v.looseObject({ key: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) })`:
 * anything but one UUID is left out.
 */
export function uuidSearch<Key extends string>(key: Key) {
  return (search: Search): { [K in Key]?: string } => {
    const value = search[key]
    const out: Search = { ...search }
    if (value !== undefined && (typeof value !== 'string' || !UUID.test(value))) out[key] = undefined
    return out as { [K in Key]?: string }
  }
}
