import { createHash, randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'

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

/**
 * The best encoding the client accepts (q=0 refuses): `preferred` when given and accepted (a kept
 * page's precompressed gzip), else brotli first.
 */
export function chooseEncoding(acceptEncoding: string | undefined, preferred?: Encoding): Encoding {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set((name ?? '').trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (preferred && ok(preferred)) return preferred
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

/** Every nonce is this long (16 random bytes in base64), so a kept page's layout is known before its nonce. */
export const NONCE_LENGTH = 24
/** Deflate looks back at most 32 kB. */
const WINDOW_BYTES = 32 * 1024

/**
 * A kept render compressed once, for gzip answers with any nonce (`gzipWithNonce`). Compressing a
 * page costs ≈ 0.5–1 ms; a kept page served to a browser (they all accept gzip) was compressed
 * again for every response, many times the cost of the rest of serving it.
 */
export interface GzipPage {
  /** Each part as raw deflate ending on a byte boundary (sync flush), to be laid end to end. */
  deflated: Buffer[]
  /** CRC-32 of the page with NUL bytes where the nonces go. */
  crcWithoutNonce: number
  /** What each bit of the nonce, set in every nonce slot, changes in that CRC (CRC-32 is linear). */
  crcOfNonceBit: Uint32Array
  /** Length of the page with its nonces, uncompressed (gzip's trailer) and compressed. */
  size: number
  gzipBytes: number
}

/**
 * Each part may refer back to the parts before it (a preset dictionary of the page so far): the
 * decoder's window holds the real nonces there, the dictionary NUL bytes of the same length,
 * which no match can cover since the page has none. A page that does contain a NUL is compressed
 * part by part without references back (larger, still correct). The CRC's nonce table costs
 * 8 × NONCE_LENGTH checksums of the page (≈ 5 ms for 30 kB), once per kept render.
 */
export function precompressGzip(parts: readonly Buffer[]): GzipPage {
  const referBack = parts.every((part) => !part.includes(0))
  const gap = Buffer.alloc(NONCE_LENGTH)
  // The page before the part being compressed, its nonces as NUL bytes (the last 32 kB of it).
  let window = Buffer.alloc(0)
  const deflated = parts.map((part) => {
    const bytes = deflateRawSync(part, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(window.length > 0 ? { dictionary: window } : {}),
    })
    if (referBack) window = Buffer.concat([window, part, gap]).subarray(-WINDOW_BYTES)
    return bytes
  })
  const slots: number[] = []
  let size = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      slots.push(size)
      size += NONCE_LENGTH
    }
    size += part.length
  })
  const page = Buffer.alloc(size)
  parts.forEach((part, index) => part.copy(page, index === 0 ? 0 : (slots[index - 1] as number) + NONCE_LENGTH))
  const zeros = Buffer.alloc(size)
  const crcOfZeros = crc32(zeros)
  const crcOfNonceBit = new Uint32Array(NONCE_LENGTH * 8)
  for (let bit = 0; bit < crcOfNonceBit.length; bit++) {
    for (const slot of slots) zeros[slot + (bit >> 3)] = 1 << (bit & 7)
    crcOfNonceBit[bit] = (crc32(zeros) ^ crcOfZeros) >>> 0
    for (const slot of slots) zeros[slot + (bit >> 3)] = 0
  }
  const stored = slots.length * (5 + NONCE_LENGTH)
  const gzipBytes = GZIP_HEADER.length + deflated.reduce((sum, part) => sum + part.length, 0) + stored + 10
  return { deflated, crcWithoutNonce: crc32(page), crcOfNonceBit, size, gzipBytes }
}

/** gzip's fixed header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** The last block: fixed Huffman codes, end of block at once (what zlib writes to finish). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
/** A stored (uncompressed) block's header for a nonce: not last, type 0, LEN, NLEN. */
const STORED_NONCE_HEADER = Buffer.from([0x00, NONCE_LENGTH, 0x00, ~NONCE_LENGTH & 0xff, 0xff])

/**
 * The gzip body of a kept render with its nonce: the precompressed parts, each nonce between them
 * as a stored block, a final empty block, then the CRC-32 (from the table: no pass over the page)
 * and the length. A few microseconds and one copy per response.
 */
export function gzipWithNonce(gzip: GzipPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1')
  if (nonceBytes.length !== NONCE_LENGTH) throw new Error(`a nonce is ${NONCE_LENGTH} characters`)
  let crc = gzip.crcWithoutNonce
  for (let index = 0; index < NONCE_LENGTH; index++) {
    const byte = nonceBytes[index] as number
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) crc ^= gzip.crcOfNonceBit[index * 8 + bit] as number
  }
  const body = bodyBuffer(gzip.gzipBytes)
  let offset = 0
  const put = (bytes: Buffer) => {
    body.set(bytes, offset)
    offset += bytes.length
  }
  put(GZIP_HEADER)
  gzip.deflated.forEach((part, index) => {
    if (index > 0) {
      put(STORED_NONCE_HEADER)
      put(nonceBytes)
    }
    put(part)
  })
  put(FINAL_BLOCK)
  body.writeUInt32LE(crc >>> 0, offset)
  body.writeUInt32LE(gzip.size >>> 0, offset + 4)
  return body
}
