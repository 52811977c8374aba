import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token of an `Authorization: Bearer …` header, if it has a plausible shape. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '')
  return match?.[1]
}
