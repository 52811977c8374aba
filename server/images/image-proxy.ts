import { createHash } from 'node:crypto'

import { createIPX, ipxFSStorage, ipxHttpStorage, type IPX } from 'ipx'

import { parseImageRequest } from './image-request.ts'

export interface ImageProxyOptions {
  /** Folders local sources are read from (the built client assets, then `public/`). */
  dirs: string[]
  /** Hosts (with port when not default) remote sources may come from; empty: local images only. */
  remoteHosts?: string[]
  /** Seconds browsers and CDNs may keep a result: a result never changes for the same URL. */
  maxAge?: number
}

/** Spec 7: the image proxy under the base address (`/_ipx/{modifiers}/{source}`). */
export const IMAGE_PROXY_PREFIX = '/_ipx'

const YEAR = 31_536_000
/** Refuse decompression bombs: sources above ~40 megapixels are not processed. */
const MAX_INPUT_PIXELS = 40_000_000

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
}

function problem(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * A fetch handler for the image proxy, built on ipx over sharp. Input is validated before ipx sees
 * it (known modifiers, bounded sizes, local or allow-listed sources); outcomes are 200, 304 or a 4xx
 * with a JSON reason; WebP is the default output format.
 */
export function createImageProxy(options: ImageProxyOptions): (request: Request) => Promise<Response> {
  const remoteHosts = new Set((options.remoteHosts ?? []).map((h) => h.toLowerCase()))
  const maxAge = options.maxAge ?? YEAR
  const ipx: IPX = createIPX({
    storage: ipxFSStorage({ dir: options.dirs, maxAge }),
    httpStorage: ipxHttpStorage({ domains: [...remoteHosts], maxAge, fetchOptions: { redirect: 'error' } }),
    sharpOptions: { limitInputPixels: MAX_INPUT_PIXELS },
    svgo: false,
  })

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'method_not_allowed')
    const url = new URL(request.url)
    if (url.search) return problem(400, 'query_not_allowed')
    const rest = url.pathname.slice(IMAGE_PROXY_PREFIX.length)
    const parsed = parseImageRequest(rest, remoteHosts)
    if (!parsed.ok) return problem(parsed.status, parsed.error)
    const format = parsed.modifiers.format ?? 'webp'
    const etag = `"${createHash('sha256').update(url.pathname).digest('base64url').slice(0, 27)}"`
    try {
      const image = ipx(parsed.source, { ...parsed.modifiers, format })
      const meta = await image.getSourceMeta()
      if (request.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers: { ETag: etag } })
      const { data } = await image.process()
      const body = typeof data === 'string' ? Buffer.from(data) : data
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
        headers: {
          'Content-Type': CONTENT_TYPES[format] ?? 'application/octet-stream',
          'Content-Length': String(body.byteLength),
          'Cache-Control': `public, max-age=${Math.min(maxAge, meta.maxAge ?? maxAge)}, immutable`,
          ETag: etag,
          'X-Content-Type-Options': 'nosniff',
        },
      })
    } catch (error) {
      return fromIpxError(error)
    }
  }
}

/** ipx reports missing sources and refused hosts with status codes; sharp failures mean bad input. */
function fromIpxError(error: unknown): Response {
  const status = (error as { statusCode?: number } | null)?.statusCode
  if (status === 404) return problem(404, 'source_not_found')
  if (status === 403) return problem(403, 'source_not_allowed')
  // ipx answers 400 for sources it cannot decode.
  if (status && status >= 400 && status < 500) return problem(422, 'image_unprocessable')
  // Corrupt, truncated or oversized images: sharp throws; the input is at fault, not the server.
  const message = error instanceof Error ? error.message : ''
  if (
    /pixel limit|unsupported image|corrupt|Input buffer|bad seek|premature end|VipsJpeg|pngload|webpload/i.test(message)
  ) {
    return problem(422, 'image_unprocessable')
  }
  console.error('Image proxy failed:', error)
  return problem(500, 'image_failed')
}
