import type { Locale } from '../i18n/locales'
import { splitLocale } from '../routing/locale-path'
import { visitorAddress } from './visitor-address'
import { type SiteConfig, type Variant, variantForHost } from './variants'

/** What every part of a request's handling asks about the request, worked out once. */
export interface RequestFacts {
  /** The host the visitor asked for (`Host`, else the URL's). */
  host: string
  /** The regional variant that host belongs to. */
  variant: Variant
  /** The connection's peer (the visitor, or a proxy in front of this server). */
  peer: string | undefined
  /** The visitor's address: forwarding headers count only from trusted proxies. */
  visitorAddress: string | undefined
  /** The language of the page: the path's for a page, the calling page's for a server function. */
  pageLocale: Locale | undefined
}

/** The address srvx's Node adapter puts on the request (`ip`), without the IPv4-mapped prefix. */
export function peerOf(request: Request): string | undefined {
  const ip = 'ip' in request && typeof request.ip === 'string' ? request.ip : undefined
  return ip?.replace(/^::ffff:/, '')
}

function pageLocaleOf(request: Request, url: URL): Locale | undefined {
  if (!url.pathname.startsWith('/_serverFn/')) return splitLocale(url.pathname).locale
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    return splitLocale(new URL(referer, url).pathname).locale
  } catch {
    return undefined
  }
}

export function requestFactsOf(
  request: Request,
  config: { site: SiteConfig; trustedProxies: ReadonlySet<string> },
): RequestFacts {
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  const peer = peerOf(request)
  return {
    host,
    variant: variantForHost(config.site, host),
    peer,
    visitorAddress: visitorAddress(peer, request.headers.get('x-forwarded-for'), config.trustedProxies),
    pageLocale: pageLocaleOf(request, url),
  }
}
