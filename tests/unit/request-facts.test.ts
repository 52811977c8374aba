import { describe, expect, it } from 'vitest'

import { peerOf, requestFactsOf } from '../../app/lib/site/request-facts'
import { prodConfig } from './site-config.fixture'

const config = { site: prodConfig, trustedProxies: new Set(['127.0.0.1']) }

/** A request as srvx's Node adapter makes it: the peer's address in `ip`. */
function nodeRequest(url: string, headers: Record<string, string>, ip?: string): Request {
  return Object.assign(new Request(url, { headers }), ip === undefined ? {} : { ip })
}

describe('request facts (worked out once per request)', () => {
  it('takes the host from Host, the variant from the host, the page language from the path', () => {
    const facts = requestFactsOf(nodeRequest('http://x/ru/servers/', { host: `ru.${prodConfig.domains.RU}` }), config)
    expect(facts.host).toBe(`ru.${prodConfig.domains.RU}`)
    expect(facts.pageLocale).toBe('ru')
    expect(requestFactsOf(nodeRequest('http://main.example/servers/', {}), config)).toMatchObject({
      host: 'main.example',
      pageLocale: 'en',
    })
  })

  it("takes a server function's page language from the page that called it", () => {
    const call = nodeRequest('http://main.example/_serverFn/abc', { referer: 'http://main.example/ja/login/' })
    expect(requestFactsOf(call, config).pageLocale).toBe('ja')
    expect(requestFactsOf(nodeRequest('http://main.example/_serverFn/abc', {}), config).pageLocale).toBeUndefined()
    expect(requestFactsOf(nodeRequest('http://main.example/_serverFn/abc', { referer: '::' }), config).pageLocale).toBe(
      'en',
    )
  })

  it('believes forwarding headers only from a trusted proxy', () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' }
    expect(requestFactsOf(nodeRequest('http://main.example/', forwarded, '::ffff:127.0.0.1'), config)).toMatchObject({
      peer: '127.0.0.1',
      visitorAddress: '203.0.113.7',
    })
    expect(requestFactsOf(nodeRequest('http://main.example/', forwarded, '198.51.100.1'), config)).toMatchObject({
      peer: '198.51.100.1',
      visitorAddress: '198.51.100.1',
    })
  })

  it('has no peer for a request that did not come through the Node adapter', () => {
    expect(peerOf(new Request('http://main.example/'))).toBeUndefined()
  })
})
