import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createImageProxy } from '../../server/images/image-proxy.ts'
import { parseImageRequest } from '../../server/images/image-request.ts'

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
  proxy = createImageProxy({ dirs: [dir], remoteHosts: [remoteHost] })
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
    ['width_200', { format: 'webp', width: 200, height: 100 }],
    ['h_100', { format: 'webp', width: 200, height: 100 }],
    ['height_50', { format: 'webp', width: 100, height: 50 }],
    ['s_100x100', { format: 'webp', width: 100, height: 100 }],
    ['resize_300x100,fit_contain', { format: 'webp', width: 300, height: 100 }],
    ['s_100x100,fit_inside', { format: 'webp', width: 100, height: 50 }],
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
    const response = await get('/f_jpeg,b_ff0000,s_300x100,fit_contain/photo.png')
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
    const meta = await imageOf(await get(`/w_32/http://${remoteHost}/logo.png`))
    expect(meta.width).toBe(32)
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
