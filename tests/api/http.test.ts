import { request as httpRequest } from 'node:http'

import { serve, type Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApi } from './harness'

/** The API behind the same Node HTTP server the site uses, reached over real loopback HTTP. */
let api: Awaited<ReturnType<typeof createTestApi>>
let server: Server
let base: string
beforeAll(async () => {
  api = await createTestApi()
  server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) => api.app.fetch(request, { ip: (request as Request & { ip?: string }).ip }),
  })
  await server.ready()
  base = server.url!.replace(/\/$/, '')
})
afterAll(async () => {
  await server.close(true)
  await api.close()
})

function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      let data = ''
      res.on('data', (chunk) => (data += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }))
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

describe('over HTTP', () => {
  it('answers a POST without a body with a 4xx, not a 5xx', async () => {
    const res = await fetch(`${base}/user/confirm`, { method: 'POST', headers: { authorization: 'Bearer ' } })
    expect(res.status).toBe(401)
  })

  it('refuses a chunked body of unknown size and an oversized one', async () => {
    expect(
      (await raw('POST', '/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, '{}'))
        .status,
    ).toBe(411)
    const big = await raw('POST', '/login', { 'content-type': 'application/json', 'content-length': '999999' })
    expect(big.status).toBe(413)
  })

  it('sees the real peer address', async () => {
    const res = await fetch(`${base}/ip`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    // 127.0.0.1 is a trusted proxy by default, so the forwarded address counts.
    expect((await res.json()).ip).toBe('203.0.113.9')
  })

  it('registers and logs in end to end', async () => {
    const body = JSON.stringify({ email: 'http@example.org', password: 'long enough password' })
    const reg = await fetch(`${base}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(reg.status).toBe(201)
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(login.status).toBe(200)
  })
})

describe('CORS', () => {
  it('allows only the configured site origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/login`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    )
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })
})
