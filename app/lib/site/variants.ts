import type { Locale } from '../i18n/locales'

export const VARIANTS = ['MAIN', 'RU', 'AR'] as const
export type Variant = (typeof VARIANTS)[number]

export type HostKind = 'base' | 'account' | 'personal'

/** What the browser may know of the site configuration (no secrets). */
export interface SiteConfig {
  env: 'PROD' | 'DEV'
  protocol: 'http' | 'https'
  /** Base domain of each variant, with port when not default (`freevpnplanet.com`, `localhost:3000`). */
  domains: Record<Variant, string>
  /** Build `dev.`/`account.`/… subdomains; off for local hosts where everything shares one origin. */
  subdomains: boolean
  /** The site is embedded cross-origin: cookies need `SameSite=None; Secure`. */
  crossOrigin: boolean
}

const PREFIXES: Record<SiteConfig['env'], Record<HostKind, string>> = {
  PROD: { base: '', account: 'account.', personal: 'personal.' },
  DEV: { base: 'dev.', account: 'dev-account.', personal: 'dev-personal.' },
}

export function hostFor(config: SiteConfig, variant: Variant, kind: HostKind = 'base'): string {
  const domain = config.domains[variant]
  return config.subdomains ? `${PREFIXES[config.env][kind]}${domain}` : domain
}

export function originFor(config: SiteConfig, variant: Variant, kind: HostKind = 'base'): string {
  return `${config.protocol}://${hostFor(config, variant, kind)}`
}

/** The variant a request belongs to, by its host; an unknown host is served as MAIN. */
export function variantForHost(config: SiteConfig, host: string): Variant {
  const wanted = host.toLowerCase()
  for (const variant of VARIANTS) {
    for (const kind of ['base', 'account', 'personal'] as const) {
      if (hostFor(config, variant, kind).toLowerCase() === wanted) return variant
    }
  }
  return 'MAIN'
}

/** `ru` pages belong to the RU site, `ar` pages to the AR site, every other locale to MAIN. */
export function variantForLocale(locale: Locale): Variant {
  if (locale === 'ru') return 'RU'
  if (locale === 'ar') return 'AR'
  return 'MAIN'
}

/**
 * The origin a locale's pages must be served from when requested on `host`, or `undefined` when
 * `host` is right. Only `ru` and `ar` are tied to their own sites.
 */
export function foreignVariantOrigin(config: SiteConfig, locale: Locale, host: string): string | undefined {
  const owner = variantForLocale(locale)
  if (owner === 'MAIN') return undefined
  const ownerHosts = (['base', 'account', 'personal'] as const).map((kind) =>
    hostFor(config, owner, kind).toLowerCase(),
  )
  return ownerHosts.includes(host.toLowerCase()) ? undefined : originFor(config, owner)
}

/** The cookie domain shared by a variant's base, account and personal hosts; none for local hosts. */
export function cookieDomain(config: SiteConfig, variant: Variant): string | undefined {
  const hostname = config.domains[variant].replace(/:\d+$/, '')
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.endsWith('.localhost')) return undefined
  return hostname
}
