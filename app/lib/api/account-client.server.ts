import { getRequest } from '@tanstack/react-start/server'
import { FetchError, ofetch } from 'ofetch'
import * as v from 'valibot'

import { splitLocale } from '../routing/locale-path'
import { serverConfig } from '../site/config.server'
import { UNAVAILABLE, type ApiFailure, type ApiResult } from './api-result'

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

const client = ofetch.create({ baseURL: serverConfig().apiBaseUrl, timeout: 8000, retry: 0 })

/** The visitor as the API should see it: host, language and address (the API trusts this server). */
function visitorHeaders(request: Request, locale: string | undefined): Record<string, string> {
  const host = request.headers.get('host') ?? new URL(request.url).host
  const referer = request.headers.get('referer')
  const pageLocale = locale ?? (referer ? splitLocale(new URL(referer, request.url).pathname).locale : undefined)
  const headers: Record<string, string> = {
    'x-website': host,
    'accept-language': request.headers.get('accept-language') ?? 'en',
    accept: 'application/json',
  }
  if (pageLocale) headers['x-locale'] = pageLocale
  // The chain is passed on only when this server's own peer is a trusted proxy: a visitor who
  // connects directly cannot pick the address the API rate-limits by.
  const peer = (request as Request & { ip?: string }).ip?.replace(/^::ffff:/, '')
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
  try {
    const answer: unknown = await client(path, {
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
      headers,
    })
    const parsed = v.safeParse(schema, answer ?? {})
    if (parsed.success) return [parsed.output, null]
    console.error(`Account API ${path}: unexpected answer`, v.flatten(parsed.issues))
    return [null, UNAVAILABLE]
  } catch (error) {
    return [null, failureOf(error, path)]
  }
}

function failureOf(error: unknown, path: string): ApiFailure {
  if (error instanceof FetchError && error.response) {
    const body = v.safeParse(ErrorBodySchema, error.data)
    if (body.success) return { status: error.response.status, ...body.output.error }
    return { status: error.response.status, code: error.response.status >= 500 ? 'unavailable' : 'unknown' }
  }
  console.error(`Account API ${path} unreachable:`, error instanceof Error ? error.message : error)
  return UNAVAILABLE
}
