import { createHash, randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { NONCE_PLACEHOLDER } from '../../app/lib/security/nonce-placeholder.ts'

const NONCE_BYTES = 16
const POOL_SIZE = 256
let pool = Buffer.alloc(0)
let offset = 0

/** A fresh nonce for one response (128 random bits), cut from a pool refilled 256 nonces at a time. */
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_SIZE)
    offset = 0
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
  offset += NONCE_BYTES
  return nonce
}

/** A render split where its nonces go, so each response is one copy with its own nonce. */
export function splitAtNonces(html: string): Buffer[] {
  return html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part))
}

export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  // One allocation and plain copies: this runs for every page served from the render cache.
  const nonceLength = Buffer.byteLength(nonce)
  let length = nonceLength * (parts.length - 1)
  for (const part of parts) length += part.length
  const body = Buffer.allocUnsafe(length)
  let offset = 0
  parts.forEach((part, index) => {
    if (index > 0) offset += body.write(nonce, offset, 'latin1')
    offset += part.copy(body, offset)
  })
  return body
}

/** Identifies a render independently of the nonce it is sent with. */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`
}

/** True when `If-None-Match` names the current version (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === bare
  })
}

export type Encoding = 'br' | 'gzip' | undefined

/** The best encoding the client accepts (q=0 refuses), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set((name ?? '').trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return undefined
}

/** Pages are small (≈ 20–60 kB): compressing synchronously at a fast level costs well under a millisecond. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 6 })
  return body
}
