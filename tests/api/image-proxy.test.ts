import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IMAGE_WIDTHS } from '#contracts/images.ts'
import { DiskCache } from '#host/images/disk-cache.ts'
import { createImageProxy, type ImageProxyOptions } from '#host/images/image-proxy.ts'
import { parseImageRequest } from '#host/images/image-request.ts'
import type { ImageResult } from '#host/images/image-result.ts'
import { ipxTransform, type ImageTransform } from '#host/images/image-transform.ts'
import { MemoryCache } from '#host/images/memory-cache.ts'

let dir: string
let remote: Server
let remoteHost: string
let proxy: (request: Request) => Promise<Response>

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 0.5 } } })
    .png()
    .toBuffer()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ipx-'))
  await writeFile(join(dir, 'photo.png'), await png(800, 400))
  const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251))
  await writeFile(
    join(dir, 'noise.png'),
    await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer(),
  )
  await writeFile(join(dir, 'broken.png'), 'this is not an image')
  const remoteImage = await png(64, 64)
  remote = createServer((req, res) => {
    res.writeHead(req.url === '/logo.png' ? 200 : 404, { 'Content-Type': 'image/png' })
    res.end(req.url === '/logo.png' ? remoteImage : undefined)
  })
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
  remoteHost = `127.0.0.1:${(remote.address() as AddressInfo).port}`
  // These requests all come from one (unknown) address: no per-address limit in the way here.
  proxy = createImageProxy({ dirs: [dir], remoteHosts: [remoteHost], limits: { burst: 1000 } })
})

afterAll(async () => {
  remote.close()
  await rm(dir, { recursive: true, force: true })
})

const get = (path: string, headers?: HeadersInit) => proxy(new Request(`http://site.test/_ipx${path}`, { headers }))

async function imageOf(response: Response) {
  expect(response.status).toBe(200)
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}

describe('image proxy: modifiers', () => {
  it('defaults to WebP with long-lived caching', async () => {
    const response = await get('/_/photo.png')
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await imageOf(response)
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 400])
  })

  it.each([
    ['f_png', { format: 'png', width: 800, height: 400 }],
    ['format_jpeg', { format: 'jpeg', width: 800, height: 400 }],
    ['w_320', { format: 'webp', width: 320, height: 160 }],
    // Off-set edges round up to the next allowed one; a source is never enlarged.
    ['width_200', { format: 'webp', width: 320, height: 160 }],
    ['w_700', { format: 'webp', width: 768, height: 384 }],
    ['w_1100', { format: 'webp', width: 800, height: 400 }],
    ['h_100', { format: 'webp', width: 640, height: 320 }],
    ['height_320', { format: 'webp', width: 640, height: 320 }],
    ['s_320x320', { format: 'webp', width: 320, height: 320 }],
    ['resize_768x320,fit_contain', { format: 'webp', width: 768, height: 320 }],
    ['s_320x320,fit_inside', { format: 'webp', width: 320, height: 160 }],
  ])('%s', async (modifiers, expected) => {
    const meta = await imageOf(await get(`/${modifiers}/photo.png`))
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual(expected)
  })

  it('quality changes the size of the result', async () => {
    const low = await (await get('/q_5/noise.png')).arrayBuffer()
    const high = await (await get('/quality_100/noise.png')).arrayBuffer()
    expect(low.byteLength).toBeLessThan(high.byteLength)
  })

  it('background fills transparent areas', async () => {
    const response = await get('/f_jpeg,b_ff0000,s_768x320,fit_contain/photo.png')
    const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    // The first pixel is letterbox: pure background colour.
    expect(data[0]).toBeGreaterThan(240)
    expect(data[1]).toBeLessThan(20)
  })

  it('answers 304 to a matching ETag and HEAD without a body', async () => {
    const first = await get('/w_100/photo.png')
    const etag = first.headers.get('etag')!
    expect((await get('/w_100/photo.png', { 'If-None-Match': etag })).status).toBe(304)
    const head = await proxy(new Request('http://site.test/_ipx/w_100/photo.png', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('fetches an allowed remote source', async () => {
    // w_32 rounds up to 320; the 64 px source stays 64 px.
    const meta = await imageOf(await get(`/w_32/http://${remoteHost}/logo.png`))
    expect(meta.width).toBe(64)
  })
})

describe('image proxy: bad input is a 4xx, never a 5xx', () => {
  it.each([
    ['/x_1/photo.png', 400, 'modifier_unknown'],
    ['/blur_5/photo.png', 400, 'modifier_unknown'],
    ['/w/photo.png', 400, 'modifier_unknown'],
    ['/w_100,w_200/photo.png', 400, 'modifier_repeated'],
    ['/w_99999/photo.png', 400, 'not_a_size'],
    ['/w_5000/photo.png', 400, 'size_too_large'],
    ['/w_0/photo.png', 400, 'size_too_small'],
    ['/s_9000x10/photo.png', 400, 'size_too_large'],
    ['/s_10/photo.png', 400, 'resize_invalid'],
    // A box keeps its shape: it is refused rather than rounded side by side.
    ['/s_100x100/photo.png', 400, 'size_not_allowed'],
    ['/s_320x100/photo.png', 400, 'size_not_allowed'],
    ['/q_0/photo.png', 400, 'quality_invalid'],
    ['/q_101/photo.png', 400, 'quality_invalid'],
    ['/f_svg/photo.png', 400, 'format_unsupported'],
    ['/fit_stretch/photo.png', 400, 'fit_unsupported'],
    ['/b_%23fff/photo.png', 400, 'background_invalid'],
    ['/_/missing.png', 404, 'source_not_found'],
    // URLs resolve dot segments first, so a climb never reaches the folder lookup.
    ['/_/../etc/passwd.png', 400, 'modifier_unknown'],
    ['/_/%2e%2e/secret.png', 400, 'path_invalid'],
    ['/_/.hidden.png', 400, 'source_invalid'],
    ['/_/a%5Cb.png', 400, 'source_invalid'],
    ['/_/%E0%A4%A.png', 400, 'source_invalid'],
    ['/_/favicon.svg', 400, 'source_type_unsupported'],
    ['/_/notes.txt', 400, 'source_type_unsupported'],
    ['/_/https://evil.example/cat.png', 403, 'source_not_allowed'],
    ['/_//evil.example/cat.png', 400, 'source_invalid'],
    ['/_/broken.png', 422, 'image_unprocessable'],
    ['/photo.png', 400, 'path_invalid'],
  ])('%s → %i %s', async (path, status, error) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })

  it('refuses query strings and other methods', async () => {
    expect((await get('/_/photo.png?w=10')).status).toBe(400)
    const post = await proxy(new Request('http://site.test/_ipx/_/photo.png', { method: 'POST', body: 'x' }))
    expect(post.status).toBe(405)
  })

  it('the parser refuses climbs and odd paths on its own', () => {
    for (const rest of ['/_/../etc/passwd.png', '/_/a/%2e%2e/b.png', '/_/a//b.png', '/_/C:/x.png', '/_/a%00.png']) {
      expect(parseImageRequest(rest, new Set())).toMatchObject({ ok: false, status: 400, error: 'source_invalid' })
    }
  })

  it('remote hosts must match with their port', () => {
    const hosts = new Set(['cdn.example:8443'])
    expect(parseImageRequest('/_/https://cdn.example/a.png', hosts)).toMatchObject({ ok: false, status: 403 })
    expect(parseImageRequest('/_/https://cdn.example:8443/a.png', hosts)).toMatchObject({ ok: true, remote: true })
  })
})

/** A request as srvx hands it over: the socket peer in `ip`. */
const requestTo = (path: string, init: { ip?: string; method?: string; headers?: HeadersInit } = {}) =>
  Object.assign(new Request(`http://site.test/_ipx${path}`, { method: init.method, headers: init.headers }), {
    ip: init.ip,
  })

/** Wraps a transform, keeping the calls: a cache hit must not add one. */
function counted(transform: ImageTransform) {
  const calls: string[] = []
  const wrapped: ImageTransform = (source, modifiers) => {
    calls.push(`${source} ${JSON.stringify(modifiers)}`)
    return transform(source, modifiers)
  }
  return { calls, transform: wrapped }
}

const realTransform = () => ipxTransform({ dirs: [dir], remoteHosts: [], maxAge: 31_536_000 })
const stubTransform: ImageTransform = async (_source, modifiers) => ({
  data: Buffer.from(`image ${JSON.stringify(modifiers)}`),
  format: 'webp',
  maxAge: 60,
})

const proxyWith = (options: Partial<ImageProxyOptions>) =>
  createImageProxy({ dirs: [dir], ...options, limits: { burst: 1000, ...options.limits } })

const cacheDirs: string[] = []
async function newCacheDir() {
  const cacheDir = await mkdtemp(join(tmpdir(), 'ipx-cache-'))
  cacheDirs.push(cacheDir)
  return cacheDir
}
afterAll(() => Promise.all(cacheDirs.map((d) => rm(d, { recursive: true, force: true }))))

async function answer(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  }
}

describe('image proxy: normalised requests share one result', () => {
  it('two requests differing only in an off-set width are one transform with one ETag', async () => {
    const { calls, transform } = counted(realTransform())
    const images = proxyWith({ transform })
    const first = await answer(await images(requestTo('/w_700/photo.png')))
    const second = await answer(await images(requestTo('/w_641/photo.png')))
    expect(first.status).toBe(200)
    expect(second).toEqual(first)
    expect(calls).toHaveLength(1)
    expect((await sharp(Buffer.from(first.body, 'base64')).metadata()).width).toBe(768)
  })

  it('spellings of one rendition share it: defaults, aliases, order, modifiers without effect', async () => {
    const { calls, transform } = counted(stubTransform)
    const images = proxyWith({ transform })
    const groups = [
      ['/_/photo.png', '/f_webp/photo.png', '/format_webp/photo.png'],
      ['/f_jpg,w_320/photo.png', '/w_320,f_jpeg/photo.png', '/width_1,format_jpeg/photo.png'],
      ['/fit_cover,b_fff,w_640/photo.png', '/w_640/photo.png', '/w_640,fit_inside/photo.png'],
      ['/q_75/photo.png', '/q_80/photo.png', '/quality_71/photo.png'],
      ['/s_320x320,b_fff,fit_contain/photo.png', '/fit_contain,background_FFFFFF,resize_320x320/photo.png'],
    ]
    for (const group of groups) {
      const etags = new Set<string | null>()
      for (const path of group) {
        const response = await images(requestTo(path))
        expect(response.status, path).toBe(200)
        etags.add(response.headers.get('etag'))
      }
      expect(etags.size, group.join(' ')).toBe(1)
    }
    expect(calls).toHaveLength(groups.length)
  })

  it('a cache hit does no transform and answers with the same headers, HEAD and 304 included', async () => {
    const { calls, transform } = counted(realTransform())
    const images = proxyWith({ transform })
    const first = await answer(await images(requestTo('/w_320,q_50/photo.png')))
    expect(first).toMatchObject({
      status: 200,
      type: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
    expect(await answer(await images(requestTo('/w_320,q_50/photo.png')))).toEqual(first)
    const head = await images(requestTo('/w_320,q_50/photo.png', { method: 'HEAD' }))
    expect([head.status, head.headers.get('etag'), (await head.arrayBuffer()).byteLength]).toEqual([200, first.etag, 0])
    const notModified = await images(requestTo('/w_300,q_45/photo.png', { headers: { 'If-None-Match': first.etag! } }))
    expect(notModified.status).toBe(304)
    expect(calls).toHaveLength(1)
  })

  it('a changed source file is a new result', async () => {
    const { calls, transform } = counted(realTransform())
    const images = proxyWith({ transform })
    await writeFile(join(dir, 'changing.png'), await png(100, 50))
    const before = await images(requestTo('/_/changing.png'))
    await writeFile(join(dir, 'changing.png'), await png(120, 50))
    const after = await images(requestTo('/_/changing.png'))
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect((await imageOf(after)).width).toBe(120)
    expect(calls).toHaveLength(2)
  })
})

describe('image proxy: disk cache', () => {
  it('survives a new proxy instance: same bytes and headers, no transform', async () => {
    const cacheDir = await newCacheDir()
    const first = await answer(await proxyWith({ cache: { dir: cacheDir } })(requestTo('/w_640,f_png/photo.png')))
    expect(first.status).toBe(200)
    const { calls, transform } = counted(realTransform())
    const restarted = proxyWith({ cache: { dir: cacheDir }, transform })
    expect(await answer(await restarted(requestTo('/w_600,f_png/photo.png')))).toEqual(first)
    expect(calls).toHaveLength(0)
    // Written whole under a temporary name, then renamed: no leftovers.
    expect(await readdir(cacheDir)).toEqual([first.etag!.slice(1, -1)])
  })

  const result = (bytes: number, expiresAt = Date.now() + 60_000): ImageResult => ({
    body: Buffer.alloc(bytes, 1),
    contentType: 'image/webp',
    cacheControl: 'public, max-age=60, immutable',
    etag: '"x"',
    expiresAt,
  })

  it('stays within its size: the oldest files go first, on writes and at start', async () => {
    const cacheDir = await newCacheDir()
    // Each file is its 800 bytes plus a line of headers: four fit, the fifth pushes the first out.
    const cache = new DiskCache(cacheDir, 4000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.set(key, result(800))
    expect(cache.bytes).toBeLessThanOrEqual(4000)
    expect((await readdir(cacheDir)).sort()).toEqual(['b', 'c', 'd', 'e'])
    // Read recently: now the newest, so `c` goes before it.
    expect(await cache.get('b')).toBeDefined()
    await cache.set('f', result(800))
    expect((await readdir(cacheDir)).sort()).toEqual(['b', 'd', 'e', 'f'])
    // A new instance with a smaller budget prunes by age on disk.
    for (const [key, seconds] of [
      ['f', 1000],
      ['b', 2000],
      ['d', 3000],
      ['e', 4000],
    ] as const) {
      await utimes(join(cacheDir, key), new Date(seconds * 1000), new Date(seconds * 1000))
    }
    const smaller = new DiskCache(cacheDir, 2000)
    expect(await smaller.get('f')).toBeUndefined()
    expect((await readdir(cacheDir)).sort()).toEqual(['d', 'e'])
    expect(smaller.bytes).toBe((await stat(join(cacheDir, 'd'))).size * 2)
  })

  it('drops leftovers of interrupted writes, corrupt files and expired results', async () => {
    const cacheDir = await newCacheDir()
    await writeFile(join(cacheDir, 'half.1234.tmp'), 'partial')
    await writeFile(join(cacheDir, 'corrupt'), 'no header line')
    await new DiskCache(cacheDir, 10_000).set('old', result(10, Date.now() - 1))
    const cache = new DiskCache(cacheDir, 10_000)
    expect(await cache.get('corrupt')).toBeUndefined()
    expect(await cache.get('old')).toBeUndefined()
    expect(await readdir(cacheDir)).toEqual([])
    expect(cache.bytes).toBe(0)
  })

  it('in memory: bounded by bytes, least recently used out first, expired results not served', () => {
    const entry = 1000 + 256
    const memory = new MemoryCache(4 * entry)
    for (const key of ['a', 'b', 'c', 'd']) memory.set(key, result(1000))
    expect(memory.get('a')).toBeDefined()
    memory.set('e', result(1000))
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => memory.get(key) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ])
    expect(memory.bytes).toBe(4 * entry)
    memory.set('stale', result(10, 5))
    expect(memory.get('stale', 6)).toBeUndefined()
  })

  it('a cache folder that cannot be written costs the cache, not the image', async () => {
    const file = join(await newCacheDir(), 'not-a-folder')
    await writeFile(file, '')
    const images = proxyWith({ cache: { dir: file }, transform: stubTransform })
    expect((await images(requestTo('/_/photo.png'))).status).toBe(200)
  })
})

/** A transform that waits for `release()`, counting how many run at once. */
function gatedTransform() {
  const state = { calls: 0, active: 0, maxActive: 0 }
  let open = false
  const gates: (() => void)[] = []
  const watchers: { count: number; resolve: () => void }[] = []
  const transform: ImageTransform = async (source, modifiers) => {
    state.calls++
    state.active++
    state.maxActive = Math.max(state.maxActive, state.active)
    for (const watcher of watchers) if (state.calls >= watcher.count) watcher.resolve()
    if (!open) await new Promise<void>((resolve) => gates.push(resolve))
    state.active--
    return stubTransform(source, modifiers)
  }
  return {
    state,
    transform,
    /** Resolves once `count` transforms have started. */
    started: (count: number) =>
      new Promise<void>((resolve) => (state.calls >= count ? resolve() : watchers.push({ count, resolve }))),
    release() {
      open = true
      for (const gate of gates.splice(0)) gate()
    },
  }
}

describe('image proxy: transforms at once', () => {
  it('never more than the cap at once; beyond the bounded queue 503 with Retry-After', async () => {
    const gated = gatedTransform()
    const images = proxyWith({ transform: gated.transform, limits: { concurrency: 2, queue: 3 } })
    let refused = 0
    let onRefused = () => {}
    const threeRefused = new Promise<void>((resolve) => (onRefused = () => ++refused === 3 && resolve()))
    const responses = IMAGE_WIDTHS.slice(0, 8).map((width) =>
      images(requestTo(`/w_${width}/photo.png`)).then((response) => {
        if (response.status === 503) onRefused()
        return response
      }),
    )
    await Promise.all([threeRefused, gated.started(2)])
    expect(gated.state).toEqual({ calls: 2, active: 2, maxActive: 2 })
    gated.release()
    const answered = await Promise.all(responses)
    expect(answered.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 503, 503, 503])
    const busy = answered.find((r) => r.status === 503)!
    expect(busy.headers.get('retry-after')).toBe('2')
    expect(await busy.json()).toEqual({ error: 'busy' })
    expect(gated.state).toMatchObject({ calls: 5, maxActive: 2 })
  })

  it('identical requests at the same time share one transform', async () => {
    const gated = gatedTransform()
    // One transform, no queue, one token: without sharing, the others would be refused.
    const images = proxyWith({
      remoteHosts: [remoteHost],
      transform: gated.transform,
      limits: { concurrency: 1, queue: 0, burst: 1 },
    })
    const responses = Array.from({ length: 5 }, () => images(requestTo(`/w_320/http://${remoteHost}/logo.png`)))
    await gated.started(1)
    gated.release()
    const answered = await Promise.all(responses.map(async (r) => answer(await r)))
    expect(new Set(answered.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answered[0]!.status).toBe(200)
    expect(gated.state.calls).toBe(1)
  })
})

describe('image proxy: per-address limit on uncached transforms', () => {
  const clock = () => {
    const time = { now: 0 }
    return { time, now: () => time.now }
  }

  it('a burst from one address is refused with 429; others are served; cache hits are not counted', async () => {
    const { time, now } = clock()
    const images = proxyWith({ transform: stubTransform, now, limits: { burst: 3, perSecond: 1 } })
    const status = async (path: string, ip: string) => (await images(requestTo(path, { ip }))).status
    const a = '203.0.113.7'
    const b = '198.51.100.9'
    for (const width of [320, 640, 768]) expect(await status(`/w_${width}/photo.png`, a)).toBe(200)
    const refused = await images(requestTo('/w_1024/photo.png', { ip: a }))
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([
      429,
      '1',
      { error: 'rate_limited' },
    ])
    expect(await status('/w_1024/photo.png', b)).toBe(200)
    // Results already made are free for everyone, the limited address included.
    for (let i = 0; i < 10; i++) expect(await status('/w_320/photo.png', i % 2 ? a : b)).toBe(200)
    expect(await status('/w_1024/photo.png', a)).toBe(200)
    expect(await status('/w_1280/photo.png', a)).toBe(429)
    // b spent one token on its own transform; the hits cost it nothing.
    expect(await status('/w_1280/photo.png', b)).toBe(200)
    expect(await status('/w_1536/photo.png', b)).toBe(200)
    time.now += 1000
    expect(await status('/w_1280/photo.png', a)).toBe(200)
  })

  it('a request refused because the queue is full costs its visitor no token', async () => {
    const gated = gatedTransform()
    const images = proxyWith({
      transform: gated.transform,
      now: () => 0,
      limits: { concurrency: 1, queue: 0, burst: 2 },
    })
    const a = { ip: '203.0.113.7' }
    const first = images(requestTo('/w_320/photo.png', a))
    await gated.started(1)
    expect((await images(requestTo('/w_640/photo.png', a))).status).toBe(503)
    gated.release()
    expect((await first).status).toBe(200)
    expect((await images(requestTo('/w_768/photo.png', a))).status).toBe(200)
    expect((await images(requestTo('/w_1024/photo.png', a))).status).toBe(429)
  })

  it('IPv6 addresses count by their /64', async () => {
    const images = proxyWith({ transform: stubTransform, limits: { burst: 2, perSecond: 1 }, now: () => 0 })
    const status = async (path: string, ip: string) => (await images(requestTo(path, { ip }))).status
    expect(await status('/w_320/photo.png', '2001:db8:1:2::1')).toBe(200)
    expect(await status('/w_640/photo.png', '2001:db8:1:2:ffff::9')).toBe(200)
    expect(await status('/w_768/photo.png', '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(429)
    expect(await status('/w_768/photo.png', '2001:db8:1:3::1')).toBe(200)
  })

  it('the visitor behind a trusted proxy is counted, not the proxy; others cannot claim an address', async () => {
    const images = proxyWith({
      transform: stubTransform,
      trustedProxies: new Set(['127.0.0.1']),
      limits: { burst: 1, perSecond: 1 },
      now: () => 0,
    })
    const via = (path: string, ip: string, forwarded: string) =>
      images(requestTo(path, { ip, headers: { 'X-Forwarded-For': forwarded } })).then((r) => r.status)
    expect(await via('/w_320/photo.png', '127.0.0.1', '192.0.2.10')).toBe(200)
    expect(await via('/w_640/photo.png', '127.0.0.1', '192.0.2.11')).toBe(200)
    expect(await via('/w_768/photo.png', '127.0.0.1', '192.0.2.10')).toBe(429)
    // An untrusted peer is counted itself, whatever it forwards.
    expect(await via('/w_1024/photo.png', '192.0.2.50', '192.0.2.12')).toBe(200)
    expect(await via('/w_1280/photo.png', '192.0.2.50', '192.0.2.13')).toBe(429)
  })
})
