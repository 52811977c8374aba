/** `Sec-Fetch-Site` values of a request the site itself started (or the visitor typed / bookmarked). */
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

/** `host` as the URL parser writes it for `protocol` (lowercase, default port dropped); undefined when malformed. */
function normalizedHost(protocol: string, host: string): string | undefined {
  if (!host || /[/\\?#@\s]/.test(host)) return undefined
  try {
    return new URL(`${protocol}//${host}`).host
  } catch {
    return undefined
  }
}

/**
 * Whether a request comes from the site itself, by what the browser says: `Sec-Fetch-Site` must
 * not be `cross-site`, and an `Origin`, when sent, must be this host or one of `siteOrigins` (the
 * configured variant origins). `Origin: null` (sandboxed frames, opaque redirects) and malformed
 * origins are refused. Requests without either header (non-browser clients, older browsers on a
 * GET) pass: there is no browser session to abuse in them, and a browser always sends `Origin` on
 * a cross-origin POST.
 */
export function isSameSiteRequest(headers: Headers, host: string, siteOrigins: readonly string[] = []): boolean {
  const site = headers.get('sec-fetch-site')?.trim().toLowerCase()
  if (site && !OWN_FETCH_SITES.has(site)) return false
  const origin = headers.get('origin')
  if (origin === null) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // An origin is a scheme and a host, nothing else; `null` and anything with a path or user is not one.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.toLowerCase()) return false
  if (normalizedHost(url.protocol, host) === url.host) return true
  return siteOrigins.some((allowed) => allowed.toLowerCase().replace(/\/+$/, '') === url.origin)
}
