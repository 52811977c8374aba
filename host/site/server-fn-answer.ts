import { chooseEncoding, compress, etagMatches, pageEtag } from './page-response.ts'

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024

/**
 * The caching of a server function's answer. Answers are per visitor by default (some carry keys
 * or account data): `no-store`, `Vary: Cookie`. A read whose answer is the same for everyone (a
 * page's words, a redirect decision, the plans) says so with `Cache-Control: public, …`
 * (app/lib/api/public-answer.server.ts); it keeps that header, gets an ETag and answers a matching
 * `If-None-Match` with 304, so browsers and CDNs can reuse it, compressed as the browser accepts
 * (a page's words are ≈ 4–10 kB of JSON). The claim only stands for a successful GET that sets no
 * cookie: anything else is per visitor again.
 */
export async function serverFnAnswer(
  method: string | undefined,
  ifNoneMatch: string | undefined,
  response: Response,
  acceptEncoding?: string,
): Promise<Response> {
  const headers = new Headers(response.headers)
  const claimsPublic = /^public\b/i.test(headers.get('cache-control') ?? '')
  if (
    !claimsPublic ||
    (method !== 'GET' && method !== 'HEAD') ||
    response.status !== 200 ||
    headers.getSetCookie().length > 0
  ) {
    headers.set('Cache-Control', 'no-store')
    headers.set('Vary', 'Cookie')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const body = await response.text()
  const etag = pageEtag(body)
  headers.set('ETag', etag)
  headers.delete('Vary')
  if (etagMatches(ifNoneMatch, etag)) {
    headers.delete('Content-Length')
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  const bytes = Buffer.from(body)
  const encoding = bytes.length >= COMPRESS_FROM_BYTES ? chooseEncoding(acceptEncoding) : undefined
  if (!encoding) return new Response(body, { status: 200, headers })
  const compressed = compress(bytes, encoding)
  headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(compressed.length))
  headers.set('Vary', 'Accept-Encoding')
  return new Response(new Uint8Array(compressed), { status: 200, headers })
}
