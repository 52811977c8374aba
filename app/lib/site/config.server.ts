import * as v from 'valibot'

import type { SiteConfig } from './variants'

const bool = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
      v.transform((s) => s === 'true' || s === '1'),
    ),
    fallback ? 'true' : 'false',
  )

const domain = v.optional(
  v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i, 'must be a host name with an optional port')),
)

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number')), '3000'),
  SITE_ENV: v.optional(v.picklist(['PROD', 'DEV'], 'must be PROD or DEV'), 'DEV'),
  SITE_DOMAIN_MAIN: domain,
  SITE_DOMAIN_RU: domain,
  SITE_DOMAIN_AR: domain,
  SITE_PROTOCOL: v.optional(v.picklist(['http', 'https'], 'must be http or https')),
  SITE_SUBDOMAINS: v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false')),
  SITE_CROSS_ORIGIN: bool(false),
  ENABLE_TEST_ROUTES: bool(false),
  /** The developer-tools switch (see dev-tools.ts); host/serve.ts sets it to its own decision. */
  DEV_TOOLS: v.optional(v.string()),
  /** Content host of the popup feed (no trailing slash); empty: this site, which embeds the API. */
  POPUP_FEED_BASE: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.transform((s) => s.replace(/\/+$/, '')),
    ),
  ),
  POPUP_FEED_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-zA-Z-]{1,64}$/, 'must be a feed id')), 'main'),
  /** Support chat widget key (Zendesk Web Widget); without it no chat is loaded. */
  CHAT_WIDGET_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a widget key'))),
  CHAT_WIDGET_SRC: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL')),
    'https://static.zdassets.com/ekr/snippet.js',
  ),
  /** Google Tag Manager container for analytics (loaded only after cookie consent). */
  ANALYTICS_GTM_ID: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a GTM-… container id'))),
  ANALYTICS_SRC: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL')),
    'https://www.googletagmanager.com/gtm.js',
  ),
  /** Where the app files live (content-delivery host); default: `/downloads` on this site. */
  DOWNLOADS_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.transform((s) => s.replace(/\/+$/, '')),
    ),
  ),
  /** The support desk (Zendesk) that `/zendesk/sso/` hands logged-in users to, e.g. https://help.example.com */
  SUPPORT_DESK_URL: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL'), v.startsWith('https://', 'must use https')),
  ),
  /** Seconds between checks for a newly deployed build (spec 4). */
  BUILD_CHECK_INTERVAL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a number of seconds'),
      v.transform(Number),
      v.minValue(10, 'must be at least 10'),
    ),
    '300',
  ),
  /** UDP port of the built-in STUN server for the WebRTC leak test, or `off`. */
  STUN_PORT: v.optional(
    v.union([v.literal('off'), v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number or off'))]),
    '3478',
  ),
  /**
   * STUN servers the WebRTC leak test asks (comma-separated `stun:host:port`); `{host}` is the
   * site's own host name. Default: the built-in STUN server.
   */
  WEBRTC_STUN_SERVERS: v.optional(v.string()),
  /**
   * The DNS leak test's zone (e.g. `dnscheck.example.com`), delegated to this server's built-in name
   * server. Without it the DNS check page says the test is not set up here.
   */
  DNS_CHECK_ZONE: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(
        /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a domain name such as dnscheck.example.com',
      ),
    ),
  ),
  /** UDP port of the built-in name server (53 where the zone is delegated to this host). */
  DNS_CHECK_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number')), '53'),
  /** The IPv4 address every test name resolves to (this site's address). */
  DNS_CHECK_ANSWER: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d{1,3}){3}$/, 'must be an IPv4 address')),
    '127.0.0.1',
  ),
  /** Comma-separated proxy addresses allowed to report the visitor's address and country. */
  TRUSTED_PROXIES: v.optional(v.string(), '127.0.0.1,::1'),
  /** Base address of the account API; by default the API embedded in this server. */
  API_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /** Shared with the account API: signs purchase postbacks (required in production, see docs/api.md). */
  AFFILIATE_POSTBACK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** Extra redirect rules (JSON: [{ "from": "/old/", "to": "/new/" }]), read once at start-up. */
  REDIRECTS_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
})

export type ServerEnv = v.InferOutput<typeof EnvSchema>

const isLocalHost = (host: string) => /^(localhost|[\d.]+|\[[\d:a-f]+\])(:\d+)?$|\.localhost(:\d+)?$/i.test(host)

/** Parses the environment once; bad configuration stops the server with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): {
  env: ServerEnv
  site: SiteConfig
  apiBaseUrl: string
  trustedProxies: ReadonlySet<string>
} {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.output
  const main = env.SITE_DOMAIN_MAIN ?? `localhost:${env.PORT}`
  const local = isLocalHost(main)
  const site: SiteConfig = {
    env: env.SITE_ENV,
    protocol: env.SITE_PROTOCOL ?? (local ? 'http' : 'https'),
    domains: { MAIN: main, RU: env.SITE_DOMAIN_RU ?? main, AR: env.SITE_DOMAIN_AR ?? main },
    subdomains:
      env.SITE_SUBDOMAINS === undefined ? !local : env.SITE_SUBDOMAINS === 'true' || env.SITE_SUBDOMAINS === '1',
    crossOrigin: env.SITE_CROSS_ORIGIN,
  }
  const apiBaseUrl = (env.API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api`).replace(/\/+$/, '')
  const trustedProxies = new Set(
    env.TRUSTED_PROXIES.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  return { env, site, apiBaseUrl, trustedProxies }
}

let cached: ReturnType<typeof parseEnv> | undefined

export function serverConfig(): ReturnType<typeof parseEnv> {
  cached ??= parseEnv(process.env)
  return cached
}
