import * as v from 'valibot'

import { signatureMatches } from '#contracts/signing.server.ts'
import { ApiError } from '../http/errors.ts'

/**
 * Reads a webhook whose raw body is signed with HMAC-SHA256 (hex in `header`): 400 when the
 * signature or the JSON is wrong, 422 when the payload does not fit `schema`.
 */
export async function readSignedJson<S extends v.GenericSchema>(
  request: Request,
  options: { secret: string; header: string; schema: S },
): Promise<v.InferOutput<S>> {
  const body = await request.text()
  if (!signatureMatches(options.secret, body, request.headers.get(options.header))) {
    throw new ApiError(400, 'invalid_signature')
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new ApiError(400, 'malformed_json')
  }
  const parsed = v.safeParse(options.schema, json)
  if (!parsed.success) throw new ApiError(422, 'validation_failed')
  return parsed.output
}
