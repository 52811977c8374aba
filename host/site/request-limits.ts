import type { IncomingHttpHeaders } from 'node:http'

/**
 * Every body the site reads (server functions, forms, the API) is small: the largest legitimate one
 * is a contact message of at most 5,000 characters. A cap far above that and far below what could
 * hurt the process is checked before anything reads the body.
 */
export const MAX_BODY_BYTES = 64 * 1024

export type BodyProblem = 400 | 411 | 413

/**
 * Why a request's body must not be read, from its headers alone: 413 when the declared length is
 * over the cap, 411 when the body has no declared length (chunked: its size would only be known
 * after reading it), 400 when the length is not a number. Node's parser never delivers more bytes
 * than `Content-Length` says and refuses a request that has both headers, so the declared length
 * bounds what is buffered.
 */
export function bodyProblem(headers: IncomingHttpHeaders, maxBytes = MAX_BODY_BYTES): BodyProblem | undefined {
  const length = headers['content-length']
  if (length === undefined) return headers['transfer-encoding'] === undefined ? undefined : 411
  if (!/^\d{1,15}$/.test(length)) return 400
  return Number(length) > maxBytes ? 413 : undefined
}

const PAGE_METHODS = ['GET', 'HEAD'] as const
const SERVER_FN_METHODS = ['GET', 'POST'] as const

/**
 * The methods a path answers, or `undefined` where the handler behind it decides (the API has its
 * own routes and answers 404/405 itself). Pages, files and images are read-only; server functions
 * are called by GET or POST. Anything else gets 405 with this list as `Allow`.
 */
export function allowedMethods(path: string): readonly string[] | undefined {
  if (path === '/api' || path.startsWith('/api/')) return undefined
  if (path.startsWith('/_serverFn/')) return SERVER_FN_METHODS
  return PAGE_METHODS
}
