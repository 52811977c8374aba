import { createHmac, randomUUID } from 'node:crypto'

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** An HS256 JSON Web Token. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(payload))
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')
  return `${header}.${body}.${signature}`
}

/** The support desk's single sign-on claims: name, e-mail, external id, issued-at and a unique id. */
export function zendeskClaims(user: { id: string; email: string }) {
  return {
    name: user.email.split('@')[0],
    email: user.email,
    external_id: user.id,
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
  }
}
