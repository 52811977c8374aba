import { createHmac, timingSafeEqual } from 'node:crypto'

import * as v from 'valibot'

import { ApiError } from '../http/errors.ts'

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(secret: string, payload: string, received: string | null | undefined): boolean {
  if (!received || !/^[0-9a-f]{64}$/i.test(received)) return false
  return timingSafeEqual(Buffer.from(hmacHex(secret, payload), 'hex'), Buffer.from(received, 'hex'))
}

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
