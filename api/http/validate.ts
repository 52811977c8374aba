import type { Context } from 'hono'
import * as v from 'valibot'

import { ApiError } from './errors.ts'

/** Field errors keyed by field name, each a short machine-readable code (the schema's message). */
function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    fields[key] ??= issue.message
  }
  return fields
}

export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new ApiError(422, 'validation_failed', { fields: fieldErrors(result.issues) })
  return result.output
}

/** Reads a JSON body (malformed JSON and other media types are 4xx, never 5xx) and validates it. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'unsupported_media_type')
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ApiError(400, 'malformed_json')
  }
  if (hasLoneSurrogate(body)) throw new ApiError(400, 'malformed_json')
  return parseWith(schema, body)
}

/**
 * Whether a parsed JSON value holds a string (or key) with an unpaired UTF-16 surrogate, such as
 * `"\ud800"`: valid JSON syntax, but no Unicode text, and PostgreSQL refuses it in `jsonb` (the
 * insert would fail as a 500). Walked without recursion: a 64 kB body can nest thousands deep.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
  const pending: unknown[] = [value]
  while (pending.length) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (lone.test(item)) return true
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (lone.test(key)) return true
        pending.push(entry)
      }
    }
  }
  return false
}

/** Reads a form body (URL-encoded or multipart; other media types are 415, an unreadable body 400) and validates it. */
export async function formBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type')
  }
  let body: unknown
  try {
    body = await c.req.parseBody()
  } catch {
    throw new ApiError(400, 'validation_failed')
  }
  return parseWith(schema, body)
}

export function queryParams<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query())
}
