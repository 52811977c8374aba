import { getPriority } from 'node:os'
import { resolve } from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { createImageProxy } from '#host/images/image-proxy.ts'
import { processTransform } from '#host/images/transform-process.ts'

/** The production server's transforms run in a niced child process; these are its contract. */
const transform = processTransform({ dirs: [resolve('public')], remoteHosts: [], maxAge: 60 })
afterAll(() => transform.close())

describe('image transforms in a process of their own', () => {
  it('renders in the child, at a lower priority than the site', async () => {
    const output = await transform('/images/planet-hero.png', { width: '320', format: 'webp' })
    expect(output.format).toBe('webp')
    expect(Buffer.isBuffer(output.data)).toBe(true)
    expect((await sharp(output.data).metadata()).width).toBe(320)
    expect(transform.pid).toBeDefined()
    expect(transform.pid).not.toBe(process.pid)
    expect(getPriority(transform.pid!)).toBeGreaterThan(getPriority(process.pid))
  })

  it('passes ipx failures on with their status', async () => {
    await expect(transform('/images/nothing-here.png', { width: '320' })).rejects.toMatchObject({ statusCode: 404 })
  })

  it('fails the transforms in flight when the child dies, and starts a new one for the next', async () => {
    const first = transform.pid
    const inFlight = transform('/images/planet-hero.png', { width: '320', format: 'png' })
    process.kill(first!, 'SIGKILL')
    await expect(inFlight).rejects.toThrow(/exited/)
    const again = await transform('/images/planet-hero.png', { width: '320', format: 'png' })
    expect((await sharp(again.data).metadata()).format).toBe('png')
    expect(transform.pid).not.toBe(first)
  })

  it('serves the proxy the same answers as the in-process transform', async () => {
    const isolated = createImageProxy({ dirs: ['public'], isolate: true })
    const answer = await isolated(new Request('http://localhost/_ipx/w_320/images/planet-hero.png'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    const missing = await isolated(new Request('http://localhost/_ipx/w_320/images/nothing.png'))
    expect(missing.status).toBe(404)
  })
})
