import { describe, expect, it } from 'vitest'

import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  cspSources,
  cspTemplate,
  LOCKED_DOWN_CSP,
} from '#host/site/security-headers.ts'
import { newNonce } from '#host/site/page-response.ts'

/** A policy as directive → its sources, so tests look at one directive, not at string positions. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (!name) continue
    expect(directives.has(name), `${name} appears twice`).toBe(false)
    directives.set(name, sources)
  }
  return directives
}

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz'
const policyFor = (env: Parameters<typeof cspSources>[0], https = true) =>
  parsePolicy(contentSecurityPolicy(NONCE, cspSources(env), https))

const CHAT = { CHAT_WIDGET_KEY: 'abc-123', CHAT_WIDGET_SRC: 'https://static.zdassets.com/ekr/snippet.js' }
const ANALYTICS = { ANALYTICS_GTM_ID: 'GTM-ABC123', ANALYTICS_SRC: 'https://www.googletagmanager.com/gtm.js' }

describe('Content-Security-Policy of pages', () => {
  it('runs only scripts with this response nonce, and what they load (strict-dynamic)', () => {
    const policy = policyFor({})
    expect(policy.get('script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"])
  })

  it('never allows inline or eval scripts, hosts or schemes in script-src, with every vendor on', () => {
    const scripts = policyFor({ ...CHAT, ...ANALYTICS, POPUP_FEED_BASE: 'https://cdn.example' }).get('script-src')
    expect(scripts).toBeDefined()
    for (const source of scripts!) {
      expect(source).toMatch(/^'(nonce-[\w+/=]+|strict-dynamic)'$/)
    }
  })

  it('locks down plugins, <base>, framing by other sites and form targets', () => {
    const policy = policyFor({})
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('has no frames and no third-party origins when no vendor is configured', () => {
    const policy = policyFor({})
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('lets the support chat connect, frame, style and load fonts when a widget key is set', () => {
    const policy = policyFor(CHAT)
    for (const directive of ['connect-src', 'frame-src', 'style-src', 'font-src', 'img-src']) {
      expect(policy.get(directive), directive).toContain('https://static.zdassets.com')
      expect(policy.get(directive), directive).toContain('https://*.zendesk.com')
    }
    expect(policy.get('connect-src')).toContain('wss://*.zendesk.com')
    // The widget writes inline styles: only with it configured.
    expect(policy.get('style-src')).toContain("'unsafe-inline'")
  })

  it('leaves the chat out without a widget key, even with a widget address', () => {
    const policy = policyFor({ CHAT_WIDGET_SRC: CHAT.CHAT_WIDGET_SRC })
    expect(contentSecurityPolicy(NONCE, cspSources({ CHAT_WIDGET_SRC: CHAT.CHAT_WIDGET_SRC }), true)).not.toMatch(
      /zdassets|zendesk/,
    )
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })

  it('lets the tag manager and analytics connect, frame and send images when a container is set', () => {
    const policy = policyFor(ANALYTICS)
    for (const directive of ['connect-src', 'frame-src', 'img-src']) {
      expect(policy.get(directive), directive).toContain('https://www.googletagmanager.com')
      expect(policy.get(directive), directive).toContain('https://*.google-analytics.com')
    }
    expect(contentSecurityPolicy(NONCE, cspSources({ ANALYTICS_SRC: ANALYTICS.ANALYTICS_SRC }), true)).not.toMatch(
      /google/,
    )
  })

  it('adds the popup feed host, the DNS check zone and valid extra origins to connect-src', () => {
    const connect = policyFor({
      POPUP_FEED_BASE: 'https://feed.example:8443/content/',
      DNS_CHECK_ZONE: 'dnscheck.example.com.',
      CSP_EXTRA_CONNECT_SRC: "https://ok.example, wss://socket.example:9000 'unsafe-inline' javascript:alert(1) *",
    }).get('connect-src')
    expect(connect).toEqual([
      "'self'",
      'https://feed.example:8443',
      'https://*.dnscheck.example.com',
      'https://ok.example',
      'wss://socket.example:9000',
    ])
  })

  it('ignores addresses that are not http(s) URLs', () => {
    const sources = cspSources({
      POPUP_FEED_BASE: 'javascript:alert(1)',
      CHAT_WIDGET_KEY: 'k',
      CHAT_WIDGET_SRC: 'not a url',
    })
    expect(sources.connect.join(' ')).not.toMatch(/javascript|not a url/)
  })

  it('upgrades insecure requests only over HTTPS', () => {
    expect(policyFor({}, true).has('upgrade-insecure-requests')).toBe(true)
    expect(policyFor({}, false).has('upgrade-insecure-requests')).toBe(false)
  })

  it('builds the same policy from its template, with only the nonce changing', () => {
    const sources = cspSources({ ...CHAT, ...ANALYTICS })
    for (const https of [true, false]) {
      const template = cspTemplate(sources, https)
      expect(template(NONCE)).toBe(contentSecurityPolicy(NONCE, sources, https))
      expect(template('other')).toBe(contentSecurityPolicy('other', sources, https))
    }
  })
})

describe('locked-down policy for everything that is not a page', () => {
  it('allows nothing to load, frame it, or be based on it', () => {
    const policy = parsePolicy(LOCKED_DOWN_CSP)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
  })
})

describe('headers of every response', () => {
  it('sends HSTS (2 years, subdomains) only over HTTPS', () => {
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(Object.keys(baseSecurityHeaders(false)).map((name) => name.toLowerCase())).not.toContain(
      'strict-transport-security',
    )
  })

  it('sends the same protective headers over HTTP and HTTPS', () => {
    for (const https of [true, false]) {
      const headers = baseSecurityHeaders(https)
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
      expect(headers['Cross-Origin-Resource-Policy']).toBe('same-site')
      expect(headers['X-Frame-Options']).toBe('DENY')
    }
  })

  it('turns off browser features the site does not use', () => {
    const header = baseSecurityHeaders(true)['Permissions-Policy'] ?? ''
    const features = new Map(header.split(',').map((entry) => entry.trim().split('=') as [string, string]))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(features.get(feature), feature).toBe('()')
    }
  })

  it('cannot be changed by a caller (shared, frozen objects)', () => {
    const headers = baseSecurityHeaders(false) as Record<string, string>
    expect(() => {
      headers['Strict-Transport-Security'] = 'max-age=0'
    }).toThrow(TypeError)
  })
})

describe('nonces', () => {
  it('are 128 random bits in base64, different every time, across pool refills', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
