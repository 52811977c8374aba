import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchPublicData, publicDataUrl } from '#app/lib/api/public-data.ts'
import { publicDataHandler } from '#app/lib/api/public-data.server.ts'

afterEach(() => vi.unstubAllGlobals())

describe('publicDataUrl', () => {
  it('puts the parameters in name order, so one read has one URL', () => {
    expect(publicDataUrl('document', { slug: 'terms', locale: 'de', kind: 'legal' })).toBe(
      '/data/document.json?kind=legal&locale=de&slug=terms',
    )
    expect(publicDataUrl('redirects', { path: '/de/a b/?x=1' })).toBe(
      '/data/redirects.json?path=%2Fde%2Fa+b%2F%3Fx%3D1',
    )
  })
})

describe('fetchPublicData', () => {
  const answering = (response: Response) => {
    const fetch = vi.fn(async () => response)
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('returns the JSON answer', async () => {
    const fetch = answering(Response.json({ a: 1 }))
    expect(await fetchPublicData('blog', { locale: 'ja' })).toEqual({ a: 1 })
    expect(fetch).toHaveBeenCalledWith('/data/blog.json?locale=ja', { headers: { accept: 'application/json' } })
  })

  it('returns undefined for nothing found and throws on other errors', async () => {
    answering(Response.json({ error: 'not_found' }, { status: 404 }))
    expect(await fetchPublicData('page', { locale: 'de', slug: 'nope' })).toBeUndefined()
    answering(new Response('', { status: 503 }))
    await expect(fetchPublicData('page', { locale: 'de', slug: 'x' })).rejects.toThrow(/answered 503/)
  })
})

describe('publicDataHandler', () => {
  const handler = publicDataHandler(v.strictObject({ slug: v.picklist(['a', 'b']) }), 'content', async ({ slug }) =>
    slug === 'a' ? { slug } : undefined,
  )
  const get = (query: string) => handler({ request: new Request(`http://site/data/x.json${query}`) })

  it('answers a found read publicly, with the policy of its kind', async () => {
    const answer = await get('?slug=a')
    expect([answer.status, answer.headers.get('cache-control'), await answer.json()]).toEqual([
      200,
      'public, max-age=300, stale-while-revalidate=3600',
      { slug: 'a' },
    ])
  })

  it.each([
    ['', 400, 'invalid_request'],
    ['?slug=c', 400, 'invalid_request'],
    ['?slug=a&utm_source=x', 400, 'invalid_request'],
    ['?slug=b', 404, 'not_found'],
  ])('%s → %i, not stored', async (query, status, error) => {
    const answer = await get(query)
    expect([answer.status, answer.headers.get('cache-control'), await answer.json()]).toEqual([
      status,
      'no-store',
      { error },
    ])
  })
})

describe('a read of service data without an answer yet (the server list)', () => {
  it('is 503 unavailable, not stored; its URL has no query', async () => {
    const handler = publicDataHandler(v.strictObject({}), 'service', async () => undefined, 'unavailable')
    const answer = await handler({ request: new Request('http://site/servers.json') })
    expect([answer.status, answer.headers.get('cache-control'), await answer.json()]).toEqual([
      503,
      'no-store',
      { error: 'unavailable' },
    ])
    expect(publicDataUrl('servers', {})).toBe('/servers.json')
  })
})
