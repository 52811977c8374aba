/**
 * The visitor's country as the server knows it: reported by a trusted proxy in `X-Country-Code`
 * (or Cloudflare's `CF-IPCountry`). Anyone else could put anything in those headers, so they count
 * only when the connection comes from a configured proxy. `XX`/`T1` (unknown, Tor) are not countries.
 */
export function visitorCountry(
  headers: Headers,
  peerAddress: string | undefined,
  trustedProxies: ReadonlySet<string>,
): string | undefined {
  if (!peerAddress || !trustedProxies.has(peerAddress.replace(/^::ffff:/, ''))) return undefined
  const code = (headers.get('x-country-code') ?? headers.get('cf-ipcountry'))?.trim().toUpperCase()
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : undefined
}

/** The `country-code` cookie value to send: only when the server knows better than the cookie. */
export function countryCookieUpdate(current: string | undefined, known: string | undefined): string | undefined {
  return known && known !== current ? known : undefined
}
