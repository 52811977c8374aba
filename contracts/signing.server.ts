import { createHmac, timingSafeEqual } from 'node:crypto'

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(secret: string, payload: string, received: string | null | undefined): boolean {
  if (!received || !/^[0-9a-f]{64}$/i.test(received)) return false
  return timingSafeEqual(Buffer.from(hmacHex(secret, payload), 'hex'), Buffer.from(received, 'hex'))
}
