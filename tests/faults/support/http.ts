/** Longer than any timeout of the product: a request still open by then counts as hanging. */
export const HANG_MS = 15_000

export interface Answer {
  status: number
  headers: Headers
  body: string
  /** Time to the whole answer, body included. */
  ms: number
}

/** One request, never followed, bounded by HANG_MS: a hang fails the test instead of stalling it. */
export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(HANG_MS) })
  const body = await response.text()
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started }
}

/**
 * What a visitor reads: the page without scripts (the router's state carries render timestamps)
 * and without per-request nonces.
 */
export function visibleHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\snonce="[^"]*"/g, '')
    .replace(/<meta property="csp-nonce"[^>]*>/g, '')
}

/** The text of the first `<h1>`, tags removed. */
export function heading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match?.[1]?.replace(/<[^>]+>/g, '').trim()
}

/** Signs in at the account API directly and returns the session token. */
export async function apiLogin(apiBase: string, email: string, password: string): Promise<string> {
  const answer = await request(`${apiBase}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (answer.status !== 200) throw new Error(`login at ${apiBase}: ${answer.status} ${answer.body}`)
  return (JSON.parse(answer.body) as { token: string }).token
}

/** Polls `check` until it returns true; for a state that changes outside this process (a restart). */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}
