import { createHash, randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { NONCE_PLACEHOLDER } from '#contracts/nonce-placeholder.ts'

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

/**
 * The router gives every head tag the nonce, but only scripts and script preloads are checked
 * against it: on `<meta>` and other `<link>`s it is dead weight (≈ 40 attributes a page, each one
 * more slot to fill per response), so it is dropped once, when a render is split.
 */
const NEEDLESS_NONCE = new RegExp(
  `(<(?:meta|link)\\b(?![^>]*\\brel="(?:modulepreload|preload)")[^>]*?) nonce="${NONCE_PLACEHOLDER}"`,
  'g',
)

/** A render split where its nonces go, so each response is one copy with its own nonce. */
export function splitAtNonces(html: string): Buffer[] {
  return html
    .replace(NEEDLESS_NONCE, '$1')
    .split(NONCE_PLACEHOLDER)
    .map((part) => Buffer.from(part))
}

const SLAB_BYTES = 256 * 1024
let slab = Buffer.allocUnsafe(0)
let slabOffset = 0

/**
 * Room for one response body, cut from a shared slab (as Node's own Buffer pool does for small
 * buffers): one memory allocation per dozen pages instead of one per page, which under load is
 * what keeps the garbage collector busy. A slab is freed once no body cut from it is referenced.
 */
function bodyBuffer(length: number): Buffer {
  if (length > SLAB_BYTES / 4) return Buffer.allocUnsafe(length)
  if (slabOffset + length > slab.length) {
    slab = Buffer.allocUnsafe(SLAB_BYTES)
    slabOffset = 0
  }
  const body = slab.subarray(slabOffset, slabOffset + length)
  // Bodies start on 8-byte boundaries, as the pool does.
  slabOffset += (length + 7) & ~7
  return body
}

export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  // One allocation and plain copies: this runs for every page served from the render cache.
  const nonceBytes = Buffer.from(nonce, 'latin1')
  let length = nonceBytes.length * (parts.length - 1)
  for (const part of parts) length += part.length
  const body = bodyBuffer(length)
  let offset = 0
  for (let index = 0; index < parts.length; index++) {
    if (index > 0) {
      body.set(nonceBytes, offset)
      offset += nonceBytes.length
    }
    const part = parts[index] as Buffer
    body.set(part, offset)
    offset += part.length
  }
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
