import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { serverFnAnswer } from '#host/site/server-fn-answer.ts'

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300'
const answer = (init: { status?: number; cacheControl?: string; cookie?: string; body?: string } = {}) => {
  const headers = new Headers({ 'content-type': 'application/json', vary: 'Accept' })
  if (init.cacheControl) headers.set('cache-control', init.cacheControl)
  if (init.cookie) headers.append('set-cookie', init.cookie)
  return new Response(init.body ?? '{"ok":true}', { status: init.status ?? 200, headers })
}
const shape = async (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  vary: response.headers.get('vary'),
  etag: response.headers.get('etag'),
  body: await response.text(),
})

describe('serverFnAnswer: who may keep a server function’s answer', () => {
  it('an answer without a claim is per visitor: no-store, varies by cookie, no ETag', async () => {
    expect(await shape(await serverFnAnswer('GET', undefined, answer()))).toEqual({
      status: 200,
      cacheControl: 'no-store',
      vary: 'Cookie',
      etag: null,
      body: '{"ok":true}',
    })
  })

  it('a successful GET that claims public keeps the claim and gets a content ETag', async () => {
    const first = await shape(await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC })))
    expect(first).toEqual({
      status: 200,
      cacheControl: PUBLIC,
      vary: null,
      etag: expect.stringMatching(/^W\/".+"$/),
      body: '{"ok":true}',
    })
    const same = await shape(await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC })))
    const other = await shape(
      await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC, body: '{"ok":false}' })),
    )
    expect(same.etag).toBe(first.etag)
    expect(other.etag).not.toBe(first.etag)
  })

  it('a matching If-None-Match gets 304 without a body, the claim and ETag kept', async () => {
    const { etag } = await shape(await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC })))
    const revalidated = await serverFnAnswer('GET', `"x", ${etag}`, answer({ cacheControl: PUBLIC }))
    expect(await shape(revalidated)).toEqual({ status: 304, cacheControl: PUBLIC, vary: null, etag, body: '' })
    expect((await serverFnAnswer('GET', '"stale"', answer({ cacheControl: PUBLIC }))).status).toBe(200)
  })

  it.each<[string, string, { status?: number; cookie?: string }]>([
    ['a POST', 'POST', {}],
    ['an error', 'GET', { status: 500 }],
    ['a refusal', 'GET', { status: 403 }],
    ['an answer that sets a cookie', 'GET', { cookie: 'fvp_session=abc; HttpOnly' }],
  ])('%s is per visitor even when it claims public', async (_, method, init) => {
    const result = await shape(await serverFnAnswer(method, '*', answer({ cacheControl: PUBLIC, ...init })))
    expect([result.cacheControl, result.vary, result.etag]).toEqual(['no-store', 'Cookie', null])
    expect(result.status).toBe(init.status ?? 200)
  })

  it('only a claim that starts with "public" counts', async () => {
    for (const cacheControl of ['private, max-age=60', 'max-age=60, public', 'no-cache']) {
      const result = await serverFnAnswer('GET', undefined, answer({ cacheControl }))
      expect([cacheControl, result.headers.get('cache-control')]).toEqual([cacheControl, 'no-store'])
    }
  })

  it('a public answer of 1 kB or more is compressed as the browser accepts, smaller ones are not', async () => {
    const large = JSON.stringify({ words: 'Netflix im Hotel-WLAN '.repeat(80) })
    const gzipped = await serverFnAnswer(
      'GET',
      undefined,
      answer({ cacheControl: PUBLIC, body: large }),
      'gzip, br;q=0',
    )
    expect([gzipped.headers.get('content-encoding'), gzipped.headers.get('vary')]).toEqual(['gzip', 'Accept-Encoding'])
    const bytes = Buffer.from(await gzipped.arrayBuffer())
    expect(Number(gzipped.headers.get('content-length'))).toBe(bytes.length)
    expect(gunzipSync(bytes).toString()).toBe(large)
    const plain = await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC, body: large }))
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, large])
    const small = await serverFnAnswer('GET', undefined, answer({ cacheControl: PUBLIC }), 'gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
  })
})
