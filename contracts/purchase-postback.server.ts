import * as v from 'valibot'

import { hmacHex, signatureMatches } from './signing.server.ts'

/**
 * The site's report of a paid order to `POST /affiliate-postback`, signed with a secret the site
 * and the API share (decision 015): HMAC-SHA256, hex, of `{timestamp}.{canonical JSON of the body}`.
 * The canonical form (keys sorted, no spaces) makes the signature independent of how either side
 * serialises the body.
 */
export const POSTBACK_SIGNATURE_HEADER = 'x-postback-signature'
/** Unix seconds when the site signed; the API refuses a signature older or newer than the window. */
export const POSTBACK_TIMESTAMP_HEADER = 'x-postback-timestamp'
export const POSTBACK_MAX_AGE_SECONDS = 300

/**
 * Outside production, when AFFILIATE_POSTBACK_SECRET is unset, the site and the API (embedded, or
 * `npm run api` in another process) both fall back to this published value. Never in production.
 */
export const DEV_POSTBACK_SECRET = 'planet-vpn-development-postback-secret'

export const PurchasePostbackSchema = v.strictObject({
  event: v.literal('purchase'),
  order_id: v.pipe(v.string(), v.uuid()),
  /** Minor units (cents), as a string. */
  amount: v.pipe(v.string(), v.regex(/^\d{1,9}$/)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  aid: v.optional(v.pipe(v.string(), v.maxLength(64))),
  btag: v.optional(v.pipe(v.string(), v.maxLength(128))),
})
export type PurchasePostback = v.InferOutput<typeof PurchasePostbackSchema>

/** JSON with object keys sorted at every level; keys whose value is undefined are left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const signedText = (body: unknown, timestamp: string) => `${timestamp}.${canonicalJson(body)}`

/** The two headers that go with `body`, signed now. */
export function postbackHeaders(secret: string, body: unknown, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000))
  return {
    [POSTBACK_TIMESTAMP_HEADER]: timestamp,
    [POSTBACK_SIGNATURE_HEADER]: hmacHex(secret, signedText(body, timestamp)),
  }
}

/**
 * Whether `body` (already parsed) carries a genuine, current signature: compared in constant time,
 * and only within the window around `nowMs` (a captured request cannot be replayed later).
 */
export function postbackSignatureValid(
  secret: string,
  body: unknown,
  headers: { timestamp: string | undefined; signature: string | undefined },
  nowMs = Date.now(),
): boolean {
  const { timestamp, signature } = headers
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > POSTBACK_MAX_AGE_SECONDS) return false
  return signatureMatches(secret, signedText(body, timestamp), signature)
}

/**
 * A production server: SITE_ENV=PROD, or NODE_ENV=production with the development tools off (as
 * resolved at start-up). There the secret must be configured; elsewhere the development default
 * stands in.
 */
export function postbackSecretRequired(server: { siteEnv?: string; nodeEnv?: string; devTools: boolean }): boolean {
  return server.siteEnv === 'PROD' || (server.nodeEnv === 'production' && !server.devTools)
}

/** The configured secret; the development default where none is required; else undefined. */
export function postbackSecret(configured: string | undefined, required: boolean): string | undefined {
  return configured ?? (required ? undefined : DEV_POSTBACK_SECRET)
}

export class MissingPostbackSecretError extends Error {
  constructor() {
    super(
      'AFFILIATE_POSTBACK_SECRET is required in production (SITE_ENV=PROD, or NODE_ENV=production ' +
        'without DEV_TOOLS): set the same secret (32 characters or more) for the site and the account API.',
    )
    this.name = 'MissingPostbackSecretError'
  }
}

/**
 * For start-up, with the environment and the resolved development-tools switch: a production
 * server without the secret stops here, before it serves anything.
 */
export function assertPostbackSecret(source: Record<string, string | undefined>, devTools: boolean): void {
  const required = postbackSecretRequired({ siteEnv: source.SITE_ENV, nodeEnv: source.NODE_ENV, devTools })
  if (required && !source.AFFILIATE_POSTBACK_SECRET) throw new MissingPostbackSecretError()
}
