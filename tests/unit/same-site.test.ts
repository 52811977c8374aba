import { describe, expect, it } from 'vitest'

import { isSameSiteRequest } from '#app/lib/api/same-site.ts'
import { isCrossSiteRequest } from '#api/http/same-site.ts'

const HOST = 'main.example'
const SITE_ORIGINS = ['https://main.example', 'https://account.main.example', 'https://ru.example/']
const check = (entries: Record<string, string>, host = HOST) =>
  isSameSiteRequest(new Headers(entries), host, SITE_ORIGINS)

describe('server functions: isSameSiteRequest', () => {
  it.each([
    ['no browser headers (a server, an older browser on a GET)', {}],
    ['same-origin fetch', { 'sec-fetch-site': 'same-origin', origin: 'https://main.example' }],
    [
      'the same host over http (TLS may end at a proxy: the scheme is not known here)',
      { 'sec-fetch-site': 'same-origin', origin: 'http://main.example' },
    ],
    ['typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['same-site navigation without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a configured sibling host', { 'sec-fetch-site': 'same-site', origin: 'https://account.main.example' }],
    ['another configured variant (written with a trailing slash)', { origin: 'https://ru.example' }],
    ['Origin without Fetch Metadata (older browsers)', { origin: 'https://main.example' }],
    ['upper-case header values', { 'sec-fetch-site': 'Same-Origin', origin: 'HTTPS://MAIN.EXAMPLE' }],
  ])('accepts %s', (_, entries) => {
    expect(check(entries)).toBe(true)
  })

  it.each([
    ['a cross-site fetch or form', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['cross-site even when the Origin is ours', { 'sec-fetch-site': 'cross-site', origin: 'https://main.example' }],
    ['an unknown Sec-Fetch-Site value', { 'sec-fetch-site': 'same-planet' }],
    ['an Origin from another site (no Fetch Metadata)', { origin: 'https://evil.example' }],
    [
      'same-site by Fetch Metadata but an unknown sibling',
      { 'sec-fetch-site': 'same-site', origin: 'https://x.main.example' },
    ],
    ['Origin: null (sandboxed frame, opaque redirect)', { origin: 'null' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['an Origin that only starts like ours', { origin: 'https://main.example.evil.example' }],
    ['an Origin with our host as user name', { origin: 'https://main.example@evil.example' }],
    ['an Origin with a path', { origin: 'https://main.example/' }],
    ['a non-web scheme', { origin: 'file://main.example' }],
    ['our host on another port', { origin: 'https://main.example:8443' }],
    ['an empty Origin', { origin: '' }],
  ])('refuses %s', (_, entries) => {
    expect(check(entries)).toBe(false)
  })

  it('compares the host like the URL parser: case and default port do not matter', () => {
    expect(check({ origin: 'https://main.example' }, 'Main.Example:443')).toBe(true)
    expect(check({ origin: 'http://localhost:3000' }, 'localhost:3000')).toBe(true)
    expect(check({ origin: 'http://localhost:3001' }, 'localhost:3000')).toBe(false)
  })

  it('a malformed Host header never matches', () => {
    expect(isSameSiteRequest(new Headers({ origin: 'https://evil.example' }), 'evil.example/x')).toBe(false)
    expect(isSameSiteRequest(new Headers({ origin: 'https://evil.example' }), '')).toBe(false)
    expect(isSameSiteRequest(new Headers({ origin: 'https://main.example' }), 'main.example@evil.example')).toBe(false)
  })
})

describe('account API: isCrossSiteRequest', () => {
  const allowed = new Set(['https://main.example', 'http://localhost:3000'])
  const crossSite = (entries: Record<string, string>) =>
    isCrossSiteRequest(new Headers(entries), 'https://api.main.example', allowed)

  it.each([
    ['no browser headers (the site server, webhooks, the apps)', {}],
    ['a site origin', { origin: 'https://main.example', 'sec-fetch-site': 'same-site' }],
    ['the API own origin (its sandbox checkout page)', { origin: 'https://api.main.example' }],
    ['typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['upper case', { origin: 'HTTP://LOCALHOST:3000' }],
  ])('lets through %s', (_, entries) => {
    expect(crossSite(entries)).toBe(false)
  })

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['cross-site with a listed origin', { 'sec-fetch-site': 'cross-site', origin: 'https://main.example' }],
    ['an unlisted origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a malformed origin', { origin: '://' }],
    ['a look-alike', { origin: 'https://main.example.evil.example' }],
    ['an origin with a path', { origin: 'https://main.example/x' }],
    ['another scheme', { origin: 'http://main.example' }],
  ])('refuses %s', (_, entries) => {
    expect(crossSite(entries)).toBe(true)
  })
})
