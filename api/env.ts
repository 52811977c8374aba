import * as v from 'valibot'

const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), fallback ? 'true' : 'false'),
    v.transform((s) => s === 'true' || s === '1'),
  )

const seconds = (fallback: string) =>
  v.pipe(
    v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be a whole number of seconds (1 or more)')),
      fallback,
    ),
    v.transform(Number),
  )

const ApiEnvSchema = v.object({
  /** Same switch as the site: PROD disables the demo login and the development mailbox. */
  SITE_ENV: v.optional(v.picklist(['PROD', 'DEV'], 'must be PROD or DEV'), 'DEV'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  /** Where PGlite keeps its files (and the mail outbox lives by default). */
  DATA_DIR: v.optional(v.string(), '.data'),
  API_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number')), '3001'),
  /** Public address of the site, for links in e-mails (`/reset/`, `/confirm/`). */
  SITE_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL')), 'http://localhost:3000'),
  /** Comma-separated site origins allowed by CORS (besides the API's own origin). */
  SITE_ORIGINS: v.optional(v.string(), 'http://localhost:3000'),
  /** Comma-separated proxy addresses whose X-Forwarded-For is trusted. */
  TRUSTED_PROXIES: v.optional(v.string(), '127.0.0.1,::1'),
  /** Deliver e-mail over SMTP (smtp:// or smtps://); otherwise it is written to the outbox folder. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_OUTBOX_DIR: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Planet VPN <no-reply@freevpnplanet.com>'),
  /** Back-off of the mail outbox after a failed delivery: first wait, doubled per attempt up to the max. */
  MAIL_RETRY_BASE_SECONDS: seconds('60'),
  MAIL_RETRY_MAX_SECONDS: seconds('3600'),
  /** The mailbox that receives the site's contact-form messages. */
  SUPPORT_INBOX: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'support@freevpnplanet.com'),
  /** Where browsers reach this API (the sandbox checkout page); default: SITE_URL + /api. */
  API_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /** Signs sandbox checkout links and webhooks; random per process when unset. */
  SANDBOX_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.startsWith('sk_', 'must start with sk_'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.startsWith('whsec_', 'must start with whsec_'))),
  ALIUMPAY_API_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  ALIUMPAY_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  ALIUMPAY_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** PEM file of the CA that signs the VPN nodes' OpenVPN certificates; default: the reference CA. */
  OPENVPN_CA_FILE: v.optional(v.string()),
  /** Shared secret of the support desk's JWT single sign-on (HS256). */
  ZENDESK_JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /**
   * Shared with the site: signs its purchase postbacks (`POST /affiliate-postback`). Required in
   * production; elsewhere a published development default (api/payments/purchase-postback.ts).
   */
  AFFILIATE_POSTBACK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /**
   * Bearer token of the status page's incident endpoints (`/admin/incidents`); without it they
   * answer 404. Generate one with `openssl rand -base64 32`.
   */
  STATUS_ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /**
   * The demo login, the development mailbox and the sandbox payments: off unless switched on, never
   * with SITE_ENV=PROD, and even then only for local hosts (http/local-host.ts). `npm start` switches
   * them on by itself when every site domain is local.
   */
  DEV_TOOLS: bool(false),
})

export type ApiEnv = v.InferOutput<typeof ApiEnvSchema> & {
  outboxDir: string
  production: boolean
  apiPublicUrl: string
}

export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const result = v.safeParse(ApiEnvSchema, source)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`)
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`)
  }
  const env = result.output
  const production = env.SITE_ENV === 'PROD'
  return {
    ...env,
    DEV_TOOLS: env.DEV_TOOLS && !production,
    outboxDir: env.MAIL_OUTBOX_DIR ?? `${env.DATA_DIR}/outbox`,
    production,
    apiPublicUrl: (env.API_PUBLIC_URL ?? `${env.SITE_URL.replace(/\/+$/, '')}/api`).replace(/\/+$/, ''),
  }
}
