import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, resolve, sep } from 'node:path'

import sharp from 'sharp'

import { addressKey, clientAddress } from './client-address.ts'
import { DiskCache } from './disk-cache.ts'
import { parseImageRequest, normaliseImageRequest } from './image-request.ts'
import type { ImageResult } from './image-result.ts'
import { ipxTransform, type ImageTransform, type TransformOutput } from './image-transform.ts'
import { MemoryCache } from './memory-cache.ts'
import { TokenBuckets } from './token-buckets.ts'
import { processTransform } from './transform-process.ts'
import { TransformQueue } from './transform-queue.ts'

export interface ImageProxyOptions {
  /** Folders local sources are read from (the built client assets, then `public/`). */
  dirs: string[]
  /** Hosts (with port when not default) remote sources may come from; empty: local images only. */
  remoteHosts?: string[]
  /** Seconds browsers and CDNs may keep a result: a result never changes for the same URL. */
  maxAge?: number
  /** Peers whose X-Forwarded-For names the visitor (the site's TRUSTED_PROXIES). */
  trustedProxies?: ReadonlySet<string>
  cache?: {
    /** Folder of the disk cache; none: results are kept in memory only. */
    dir?: string
    diskBytes?: number
    memoryBytes?: number
  }
  limits?: {
    /** Transforms at once. */
    concurrency?: number
    /** Transforms waiting for a turn; beyond it 503. */
    queue?: number
    /** Uncached transforms one address may start at once, and per second after that. */
    burst?: number
    perSecond?: number
  }
  /** Replaces ipx (tests count and hold transforms with it). */
  transform?: ImageTransform
  /** Transforms in a niced child process (the production server), not on this process's threads. */
  isolate?: boolean
  /** Milliseconds; injectable so tests move time without waiting. */
  now?: () => number
}

/** Spec 7: the image proxy under the base address (`/_ipx/{modifiers}/{source}`). */
export const IMAGE_PROXY_PREFIX = '/_ipx'

const YEAR = 31_536_000
/** Seconds a refused client is asked to wait when the transform queue is full. */
const BUSY_RETRY_AFTER = 2

/**
 * On this kind of 2-core machine, one transform at a time with one libvips thread leaves a core
 * and most of libuv's threads (file reads, argon2) to the rest of the site.
 */
export const DEFAULT_LIMITS = {
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 8,
  burst: 20,
  perSecond: 0.2,
}
export const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024
export const DEFAULT_DISK_BYTES = 256 * 1024 * 1024

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
}

function problem(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * A fetch handler for the image proxy, built on ipx over sharp. Input is validated before ipx sees
 * it (known modifiers, bounded sizes, local or allow-listed sources) and normalised onto a small
 * set of renditions (`normaliseImageRequest`); results are cached in memory and on disk under the
 * normalised request. Transforms are few at a time, with a bounded queue (503 beyond it), shared
 * by identical requests, and limited per visitor address (429). Outcomes are 200, 304 or a 4xx/503
 * with a JSON reason; WebP is the default output format.
 */
export function createImageProxy(options: ImageProxyOptions): (request: Request) => Promise<Response> {
  const remoteHosts = new Set((options.remoteHosts ?? []).map((h) => h.toLowerCase()))
  const maxAge = options.maxAge ?? YEAR
  const now = options.now ?? Date.now
  const trustedProxies = options.trustedProxies ?? new Set<string>()
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const dirs = options.dirs.map((dir) => resolve(dir))
  // One libvips thread per image: together with the queue, images use one core, not all of them.
  if (!options.transform) sharp.concurrency(1)
  const ipxOptions = { dirs, remoteHosts: [...remoteHosts], maxAge }
  const transform = options.transform ?? (options.isolate ? processTransform(ipxOptions) : ipxTransform(ipxOptions))
  const memory = new MemoryCache(options.cache?.memoryBytes ?? DEFAULT_MEMORY_BYTES)
  const disk = options.cache?.dir
    ? new DiskCache(options.cache.dir, options.cache.diskBytes ?? DEFAULT_DISK_BYTES)
    : undefined
  const queue = new TransformQueue(limits.concurrency, limits.queue)
  const buckets = new TokenBuckets({ burst: limits.burst, perSecond: limits.perSecond, now })
  const inFlight = new Map<string, Promise<ImageResult>>()

  const fromDisk = async (id: string) => {
    try {
      return await disk?.get(id, now())
    } catch (error) {
      console.error('Image cache unreadable:', error)
      return undefined
    }
  }

  /** Keeps a transform's output; runs after its queue slot is free again. */
  const store = async (id: string, output: TransformOutput): Promise<ImageResult> => {
    const result: ImageResult = {
      body: output.data,
      contentType: CONTENT_TYPES[output.format] ?? 'application/octet-stream',
      cacheControl: `public, max-age=${output.maxAge}, immutable`,
      etag: `"${id}"`,
      expiresAt: now() + output.maxAge * 1000,
    }
    memory.set(id, result)
    // Awaited so a result is on disk once it has been answered; a failing disk only costs the cache.
    await disk?.set(id, result).catch((error: unknown) => console.error('Image cache not written:', error))
    return result
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'method_not_allowed')
    const url = new URL(request.url)
    if (url.search) return problem(400, 'query_not_allowed')
    const parsed = parseImageRequest(url.pathname.slice(IMAGE_PROXY_PREFIX.length), remoteHosts)
    if (!parsed.ok) return problem(parsed.status, parsed.error)
    const image = normaliseImageRequest(parsed)
    if (!image.ok) return problem(image.status, image.error)
    // A local result is named after its source file's version too: a new build's image is new.
    const version = image.remote ? '' : await localVersion(dirs, image.source)
    if (version === undefined) return problem(404, 'source_not_found')
    const id = createHash('sha256').update(`${image.key}\n${version}`).digest('base64url').slice(0, 27)
    if (request.headers.get('if-none-match') === `"${id}"`) {
      return new Response(null, { status: 304, headers: { ETag: `"${id}"` } })
    }
    let result = memory.get(id, now())
    if (!result) {
      result = await fromDisk(id)
      if (result) memory.set(id, result)
    }
    if (!result) {
      let pending = inFlight.get(id)
      if (!pending) {
        // Checked first, so a refused request costs its visitor no token.
        if (queue.full) return problem(503, 'busy', { 'Retry-After': String(BUSY_RETRY_AFTER) })
        // Only the visitor who starts a transform pays for it; cache hits and joiners are free.
        const wait = buckets.take(addressKey(clientAddress(request, trustedProxies)))
        if (wait > 0) return problem(429, 'rate_limited', { 'Retry-After': String(wait) })
        const transformed = queue.run(() => transform(image.source, image.modifiers as Record<string, string>))
        if (!transformed) return problem(503, 'busy', { 'Retry-After': String(BUSY_RETRY_AFTER) })
        pending = transformed.then((output) => store(id, output)).finally(() => inFlight.delete(id))
        inFlight.set(id, pending)
      }
      try {
        result = await pending
      } catch (error) {
        return fromIpxError(error)
      }
    }
    // A view of the cached bytes: the Response copies them once itself.
    const body = new Uint8Array(result.body.buffer as ArrayBuffer, result.body.byteOffset, result.body.byteLength)
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'Content-Type': result.contentType,
        'Content-Length': String(result.body.byteLength),
        'Cache-Control': result.cacheControl,
        ETag: result.etag,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
}

/** Size and modification time of the first folder's file at `source`, or undefined when none has it. */
async function localVersion(dirs: string[], source: string): Promise<string | undefined> {
  for (const dir of dirs) {
    const path = join(dir, source)
    if (!path.startsWith(dir + sep)) continue
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile()) return `${info.size}:${info.mtimeMs}`
  }
  return undefined
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
