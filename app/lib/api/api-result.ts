/** Spec 7: every call yields a pair; errors are captured, never thrown into pages. */
export type ApiResult<T> = [T, null] | [null, ApiFailure]

/**
 * A failed call: the API's machine-readable code (and per-field codes), or `unavailable` when the
 * API could not be reached or answered something unexpected.
 */
export interface ApiFailure {
  status: number
  code: string
  fields?: Record<string, string>
}

export const UNAVAILABLE: ApiFailure = { status: 503, code: 'unavailable' }

/** Thrown by account routes when the API cannot answer: the error page says so, with HTTP 503. */
export const ACCOUNT_UNAVAILABLE = 'account_unavailable'

/** Whether a route failed because the account API could not answer (the 503 page, not the 500 one). */
export const isAccountUnavailable = (error: unknown): boolean =>
  error instanceof Error && error.message === ACCOUNT_UNAVAILABLE
