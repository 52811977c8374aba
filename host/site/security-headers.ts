/**
 * Security headers for every response of the site server, and the Content-Security-Policy of
 * HTML pages. Scripts run only with this response's nonce; scripts those load themselves (the
 * chat widget, the tag manager) are trusted through 'strict-dynamic'. What the configured vendors
 * need beyond scripts (requests, images, frames) is listed per vendor.
 */
export interface CspSources {
  connect: string[]
  img: string[]
  frame: string[]
  style: string[]
  font: string[]
}

export interface CspEnv {
  POPUP_FEED_BASE?: string
  DNS_CHECK_ZONE?: string
  CHAT_WIDGET_KEY?: string
  CHAT_WIDGET_SRC?: string
  ANALYTICS_GTM_ID?: string
  ANALYTICS_SRC?: string
  CSP_EXTRA_CONNECT_SRC?: string
}

const ZENDESK = ['https://*.zendesk.com', 'https://*.zdassets.com', 'wss://*.zendesk.com']
const GOOGLE_TAGS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

function origin(url: string | undefined): string[] {
  if (!url) return []
  try {
    const { protocol, host } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? [`${protocol}//${host}`] : []
  } catch {
    return []
  }
}

const list = (csv: string | undefined) =>
  (csv ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => /^(https?|wss?):\/\/[\w*.-]+(:\d+)?$/.test(s))

export function cspSources(env: CspEnv): CspSources {
  const chat = env.CHAT_WIDGET_KEY ? [...origin(env.CHAT_WIDGET_SRC), ...ZENDESK] : []
  const analytics = env.ANALYTICS_GTM_ID ? [...origin(env.ANALYTICS_SRC), ...GOOGLE_TAGS] : []
  const zone = env.DNS_CHECK_ZONE?.replace(/\.$/, '')
  const dnsCheck = zone ? [`https://*.${zone}`] : []
  return {
    connect: [...origin(env.POPUP_FEED_BASE), ...dnsCheck, ...chat, ...analytics, ...list(env.CSP_EXTRA_CONNECT_SRC)],
    // Service popups are shown as text: pictures come from this site, or from a configured vendor.
    img: [...chat, ...analytics],
    frame: [...chat, ...analytics],
    // The chat widget writes inline styles; without it no page needs any (no style attributes, no
    // <style> elements), so injected markup cannot restyle a page either.
    style: chat.length ? ["'unsafe-inline'", ...chat] : [],
    font: chat,
  }
}

const unique = (values: string[]) => [...new Set(values)].join(' ')

const NONCE_MARK = '\0nonce\0'

/** The policy split around its nonce, built once: per response only the nonce is new. */
export function cspTemplate(sources: CspSources, https: boolean): (nonce: string) => string {
  const [before = '', after = ''] = contentSecurityPolicy(NONCE_MARK, sources, https).split(NONCE_MARK)
  return (nonce) => before + nonce + after
}

export function contentSecurityPolicy(nonce: string, sources: CspSources, https: boolean): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src ${unique(["'self'", ...sources.style])}`,
    `img-src ${unique(["'self'", 'data:', 'blob:', ...sources.img])}`,
    `font-src ${unique(["'self'", ...sources.font])}`,
    `connect-src ${unique(["'self'", ...sources.connect])}`,
    `frame-src ${sources.frame.length ? unique(sources.frame) : "'none'"}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** What documents and API answers that are not HTML pages get: nothing may run or frame them. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Headers every response carries (the CSP is added per response type by the caller). */
export function baseSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? HTTPS_HEADERS : HTTP_HEADERS
}

function buildSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here is meant to be embedded by other sites (mails carry no images from the site;
    // crawlers and apps are not browsers): another site's <img>/<script> may not load it. The
    // variants' hosts under one parent domain still share files; CORS requests are not affected.
    'Cross-Origin-Resource-Policy': 'same-site',
    'X-Frame-Options': 'DENY',
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

const HTTP_HEADERS = Object.freeze(buildSecurityHeaders(false))
const HTTPS_HEADERS = Object.freeze(buildSecurityHeaders(true))
