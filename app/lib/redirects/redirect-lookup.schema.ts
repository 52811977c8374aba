import * as v from 'valibot'

/** The query of a redirect lookup by the browser (`/data/redirects.json`): one page path. */
export const RedirectLookupSchema = v.strictObject({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)) })
