import { getRequest } from '@tanstack/react-start/server'
import { FetchError } from 'ofetch'
import * as v from 'valibot'

import { serverConfig } from '../site/config.server'
import { UNAVAILABLE, type ApiFailure, type ApiResult } from './api-result'
import { boundedClient } from './bounded-client.server'
import { circuitBreaker } from './circuit-breaker'
import { requestFacts } from '../site/request-facts.server'

const ErrorBodySchema = v.object({
  error: v.object({ code: v.string(), fields: v.optional(v.record(v.string(), v.string())) }),
})

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE'
  body?: Record<string, unknown>
  query?: Record<string, string | undefined>
  /** The session token, from the httpOnly cookie; sent as `Authorization: Bearer …`. */
  token?: string
  /** The page's locale, sent as `x-locale`; defaults to the locale of the page that called. */
  locale?: string
  headers?: Record<string, string>
}

/** The longest an account call may take, connection and body included: then the page says 503. */
export const ACCOUNT_API_TIMEOUT_MS = 5000
/** After a call that found the API down or slow, calls fail at once for this long (then one trial). */
const COOL_DOWN_MS = 3000
/**
 * An answer this recent vouches for the API; older, an account page asks `/health` first. Short:
 * it is also how long anonymous account pages may still render after the API stopped (their form
 * then says the service is unreachable); at most one health check per this interval otherwise.
 */
export const FRESH_MS = 2000

const client = boundedClient(serverConfig().apiBaseUrl, ACCOUNT_API_TIMEOUT_MS)
const breaker = circuitBreaker(COOL_DOWN_MS)
let answeredAt = 0
let probe: Promise<boolean> | undefined

/** The visitor as the API should see it: host, language and address (the API trusts this server). */
function visitorHeaders(request: Request, locale: string | undefined): Record<string, string> {
  const facts = requestFacts()
  const pageLocale = locale ?? facts.pageLocale
  const headers: Record<string, string> = {
    'x-website': facts.host,
    'accept-language': request.headers.get('accept-language') ?? 'en',
    accept: 'application/json',
  }
  if (pageLocale) headers['x-locale'] = pageLocale
  // The chain is passed on only when this server's own peer is a trusted proxy: a visitor who
  // connects directly cannot pick the address the API rate-limits by.
  const { peer } = facts
  const forwarded = request.headers.get('x-forwarded-for')
  if (peer) {
    headers['x-forwarded-for'] = forwarded && serverConfig().trustedProxies.has(peer) ? `${forwarded}, ${peer}` : peer
  }
  return headers
}

/**
 * The account API client (spec 7), server only: sends `x-website`, `x-locale`, `Accept-Language`
 * and the bearer token; checks the answer with `schema`; never throws.
 */
export async function accountCall<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const headers = { ...visitorHeaders(getRequest(), options.locale), ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  // The API failed a moment ago: say so at once instead of making this visitor wait for a timeout.
  if (!breaker.allow()) return [null, UNAVAILABLE]
  try {
    const answer: unknown = await client(path, {
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
      headers,
    })
    answered(200)
    const parsed = v.safeParse(schema, answer ?? {})
    if (parsed.success) return [parsed.output, null]
    console.error(`Account API ${path}: unexpected answer`, v.flatten(parsed.issues))
    return [null, UNAVAILABLE]
  } catch (error) {
    return [null, failureOf(error, path)]
  }
}

/**
 * Any HTTP answer closes the circuit (the API is reachable and quick: a 503 while its database
 * restarts needs no protection); only a working answer vouches for account pages.
 */
function answered(status: number) {
  breaker.succeeded()
  if (status < 500) answeredAt = Date.now()
}

function failureOf(error: unknown, path: string): ApiFailure {
  if (error instanceof FetchError && error.response) {
    const { status } = error.response
    answered(status)
    // Any 5xx means the API cannot serve now (its database restarting, a bug): the page says so
    // with 503 and, above all, the visitor's session is kept — only a real refusal ends it.
    if (status >= 500) return { status, code: 'unavailable' }
    const body = v.safeParse(ErrorBodySchema, error.data)
    if (body.success) return { status, ...body.output.error }
    return { status, code: 'unknown' }
  }
  // No answer at all (refused, reset, or over the time limit): fail fast for a moment.
  breaker.failed()
  console.error(`Account API ${path} unreachable:`, error instanceof Error ? error.message : error)
  return UNAVAILABLE
}

/**
 * Whether account pages can work now. A recent answer is enough; otherwise one `GET /health`,
 * shared by the requests that ask meanwhile, bounded by the call timeout (and answered at once
 * while the circuit is open).
 */
export function accountServiceAvailable(): Promise<boolean> {
  if (!breaker.failing && Date.now() - answeredAt < FRESH_MS) return Promise.resolve(true)
  probe ??= accountCall(v.unknown(), '/health', { headers: {} })
    .then(([, error]) => !error)
    .finally(() => (probe = undefined))
  return probe
}
