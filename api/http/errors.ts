import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Machine-readable error codes the API answers with; clients map them to localised messages. */
export type ErrorCode =
  | 'validation_failed'
  | 'malformed_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'length_required'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'invalid_token'
  | 'email_taken'
  | 'wrong_password'
  | 'already_confirmed'
  | 'rate_limited'
  | 'not_found'
  | 'promo_invalid'
  | 'premium_required'
  | 'config_not_allowed'
  | 'unknown_gateway'
  | 'invalid_signature'
  | 'order_not_payable'
  | 'no_subscription'
  | 'not_configured'
  | 'forbidden_origin'
  | 'cross_site_request'
  | 'unavailable'
  | 'internal_error'

export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly fields?: Record<string, string>
  readonly headers?: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; message?: string } = {},
  ) {
    super(options.message ?? code)
    this.status = status
    this.code = code
    this.fields = options.fields
    this.headers = options.headers
  }
}

/** `{ "error": { "code": "...", "fields": { "email": "invalid_email" } } }` */
export function errorResponse(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
  return c.json({ error: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) } }, error.status)
}
