/**
 * Whether a request is a call from Start's own client, which marks every call with
 * `x-tsr-serverFn: true`. Without it Start runs the function in its "raw" mode (meant for HTML
 * forms posting to a function's URL, which this site does not use) and sends the function's bare
 * value as the answer: a `null` or a `true` cannot be sent and ends as a 500. The header also
 * cannot be set by a form or a link on another site, so such pages cannot call a function at all.
 */
export function isStartClientCall(headers: Headers): boolean {
  return headers.get('x-tsr-serverfn') === 'true'
}

/**
 * The status for a server-function request that Start could not decode before any function ran
 * (Start itself answers those with 500): 404 when no function has the id — a page left open
 * across a deploy, a crawler replaying an old link — and 400 for a payload that is not what
 * Start's client sends. `undefined` keeps Start's answer: a function module that fails to load is
 * the server's fault, not the caller's.
 */
export function undecodableCallStatus(errorText: string): 400 | 404 | undefined {
  if (/Server function info not found/.test(errorText)) return 404
  if (/Server function module/.test(errorText)) return undefined
  return 400
}
