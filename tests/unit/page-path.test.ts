import { describe, expect, it } from 'vitest'

import { canonicalPagePath, isPagePath, lowercasePath, rawQuery } from '#app/lib/routing/page-path.ts'

describe('page paths', () => {
  it.each(['/', '/servers', '/de/servers/', '/blog/what-is-vpn/'])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true)
  })

  it.each(['/api/user', '/_serverFn/abc', '/assets/app.js', '/favicon.ico', '/robots.txt', '/sitemap.xml'])(
    '%s is not a page',
    (path) => {
      expect(isPagePath(path)).toBe(false)
    },
  )

  it('adds the trailing slash and lowercases, keeping percent-escapes', () => {
    expect(canonicalPagePath('/Servers')).toBe('/servers/')
    expect(canonicalPagePath('/DE//Blog')).toBe('/de/blog/')
    expect(lowercasePath('/Caf%C3%A9/')).toBe('/caf%C3%A9/')
    expect(canonicalPagePath('/servers/')).toBe('/servers/')
  })

  it('keeps the query exactly as sent', () => {
    expect(rawQuery('http://x/servers?a=1&a=2&b=x%20y')).toBe('?a=1&a=2&b=x%20y')
    expect(rawQuery('/servers?b=x+y&c=%7E#frag')).toBe('?b=x+y&c=%7E')
    expect(rawQuery('/servers')).toBe('')
  })
})
