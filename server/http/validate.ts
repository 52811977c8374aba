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
  return parseWith(schema, body)
}

export function queryParams<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query())
}
