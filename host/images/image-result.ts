/** One rendered image with the headers it is served with. */
export interface ImageResult {
  body: Buffer
  contentType: string
  cacheControl: string
  etag: string
  /** Milliseconds since the epoch after which the result is not served from a cache any more. */
  expiresAt: number
}

/** A result on disk: one line of JSON with the headers, then the image bytes. */
export function encodeResult(result: ImageResult): Buffer {
  const { body, ...headers } = result
  return Buffer.concat([Buffer.from(`${JSON.stringify(headers)}\n`), body])
}

export function decodeResult(data: Buffer): ImageResult | undefined {
  const end = data.indexOf(0x0a)
  if (end === -1) return undefined
  try {
    const headers = JSON.parse(data.subarray(0, end).toString('utf8')) as Partial<ImageResult>
    const { contentType, cacheControl, etag, expiresAt } = headers
    if (typeof contentType !== 'string' || typeof cacheControl !== 'string' || typeof etag !== 'string')
      return undefined
    if (typeof expiresAt !== 'number') return undefined
    return { body: data.subarray(end + 1), contentType, cacheControl, etag, expiresAt }
  } catch {
    return undefined
  }
}
