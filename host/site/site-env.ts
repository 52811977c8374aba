import { readFileSync } from 'node:fs'

import * as v from 'valibot'

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be a port number (0–65535)'),
)
const positive = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number))

/** The HTTP layer's own settings (the app's and the API's are validated by their own schemas). */
const SiteServerEnvSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string()),
  /** Serve HTTPS with this certificate and key (PEM files); otherwise plain HTTP behind a proxy. */
  TLS_CERT_FILE: v.optional(v.string()),
  TLS_KEY_FILE: v.optional(v.string()),
  /** With TLS: also answer plain HTTP on this port with redirects to HTTPS. */
  HTTP_REDIRECT_PORT: v.optional(port),
  RENDER_CACHE_ENTRIES: positive('5000'),
  RENDER_CACHE_MB: positive('128'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'true'),
  SHUTDOWN_TIMEOUT_SECONDS: positive('10'),
  /**
   * After SIGTERM, how long the instance keeps serving (with /readyz at 503) before it stops
   * accepting connections: time for the load balancer to take it out of rotation.
   */
  SHUTDOWN_DRAIN_SECONDS: positive('0'),
})

export type SiteServerEnv = v.InferOutput<typeof SiteServerEnvSchema> & { tls?: { cert: string; key: string } }

export function parseSiteServerEnv(source: Record<string, string | undefined>): SiteServerEnv {
  const result = v.safeParse(SiteServerEnvSchema, source)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  const env = result.output
  if (!env.TLS_CERT_FILE !== !env.TLS_KEY_FILE) {
    throw new Error('Invalid server configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE must be given together')
  }
  // Otherwise it would be ignored without a word, or fail later as a busy port.
  if (env.HTTP_REDIRECT_PORT !== undefined && !env.TLS_CERT_FILE) {
    throw new Error(
      'Invalid server configuration:\n  HTTP_REDIRECT_PORT: needs TLS_CERT_FILE and TLS_KEY_FILE (HTTPS to redirect to)',
    )
  }
  if (env.HTTP_REDIRECT_PORT !== undefined && env.HTTP_REDIRECT_PORT === env.PORT) {
    throw new Error('Invalid server configuration:\n  HTTP_REDIRECT_PORT: must differ from PORT')
  }
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return env
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch (error) {
      throw new Error(`Invalid server configuration:\n  ${name}: cannot read ${file} (${(error as Error).message})`)
    }
  }
  return {
    ...env,
    tls: { cert: read('TLS_CERT_FILE', env.TLS_CERT_FILE), key: read('TLS_KEY_FILE', env.TLS_KEY_FILE) },
  }
}
