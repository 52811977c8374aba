import { afterEach, describe, expect, it } from 'vitest'

import { embeddedApiFor, embeddedFetch, registerEmbeddedApi } from '#contracts/embedded-api.ts'

const BASE = 'http://127.0.0.1:3000/api'

afterEach(() => registerEmbeddedApi(undefined))

describe('the embedded API registry', () => {
  it('answers only clients of exactly the registered base URL', () => {
    const api = { baseUrl: BASE, handle: () => new Response('ok') }
    registerEmbeddedApi(api)
    expect(embeddedApiFor(BASE)).toBe(api)
    expect(embeddedApiFor('http://127.0.0.1:3001/api')).toBeUndefined()
    expect(embeddedApiFor('https://api.example.com')).toBeUndefined()
    registerEmbeddedApi(undefined)
    expect(embeddedApiFor(BASE)).toBeUndefined()
  })
})

describe('embeddedFetch', () => {
  it('hands the handler the whole request: method, URL, headers and body', async () => {
    let seen: { method: string; url: string; auth: string | null; body: string } | undefined
    const fetch = embeddedFetch({
      baseUrl: BASE,
      handle: async (request) => {
        seen = {
          method: request.method,
          url: request.url,
          auth: request.headers.get('authorization'),
          body: await request.text(),
        }
        return Response.json({ ok: true }, { status: 201 })
      },
    })
    const response = await fetch(`${BASE}/v4/orders?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"plan_id":"1-month"}',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(seen).toEqual({
      method: 'POST',
      url: `${BASE}/v4/orders?x=1`,
      auth: 'Bearer t',
      body: '{"plan_id":"1-month"}',
    })
  })

  it('gives up when the caller’s deadline passes, with the signal’s reason, as a network call would', async () => {
    const fetch = embeddedFetch({ baseUrl: BASE, handle: () => new Promise<Response>(() => undefined) })
    const call = fetch(`${BASE}/v3/user`, { signal: AbortSignal.timeout(20) })
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('does not call the handler for a request already aborted', async () => {
    let calls = 0
    const fetch = embeddedFetch({ baseUrl: BASE, handle: () => (calls++, new Response('')) })
    await expect(fetch(`${BASE}/health`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toBe(0)
  })

  it('turns a handler that throws into a rejected call', async () => {
    const fetch = embeddedFetch({
      baseUrl: BASE,
      handle: () => {
        throw new Error('boom')
      },
    })
    await expect(fetch(`${BASE}/health`)).rejects.toThrow('boom')
  })
})
