/**
 * Start turns a failed input validation into `new Error(JSON.stringify(issues))`, and valibot's
 * issues carry the input (`input`, `received`, paths with their values, messages that quote the
 * value): a large bad payload came back several times over, a password included. What leaves the
 * server is the path of each issue and a code, never a value.
 */
export interface RedactedIssue {
  path: string
  code: string
}

const MAX_ISSUES = 20
/** Keys come from the schema for objects, but from the input for records: only plain names pass. */
const PLAIN_KEY = /^[A-Za-z0-9_-]{1,64}$/
/** The site's schemas use codes as custom messages (`token_invalid`); default messages are prose. */
const CODE = /^[a-z][a-z0-9_]{0,63}$/

interface IssueLike {
  message?: unknown
  type?: unknown
  path?: unknown
}

function pathOf(path: unknown): string {
  if (!Array.isArray(path)) return ''
  return path
    .map((segment: unknown) => {
      const key = typeof segment === 'object' && segment !== null ? (segment as { key?: unknown }).key : segment
      return typeof key === 'number' || (typeof key === 'string' && PLAIN_KEY.test(key)) ? String(key) : '?'
    })
    .join('.')
}

function codeOf(issue: IssueLike): string {
  if (typeof issue.message === 'string' && CODE.test(issue.message)) return issue.message
  if (typeof issue.type === 'string' && CODE.test(issue.type)) return issue.type
  return 'invalid'
}

/** The issues of a validation error, or `undefined` when `error` is not one. */
export function validationIssues(error: unknown): IssueLike[] | undefined {
  if (!(error instanceof Error) || !error.message.startsWith('[')) return undefined
  try {
    const parsed: unknown = JSON.parse(error.message)
    if (!Array.isArray(parsed) || parsed.length === 0) return undefined
    return parsed.every((issue) => typeof issue === 'object' && issue !== null && 'message' in issue)
      ? (parsed as IssueLike[])
      : undefined
  } catch {
    return undefined
  }
}

/** A validation error with paths and codes only; any other error as it was. */
export function redactValidationError(error: unknown): unknown {
  const issues = validationIssues(error)
  if (!issues) return error
  const redacted: RedactedIssue[] = issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: pathOf(issue.path),
    code: codeOf(issue),
  }))
  return new Error(JSON.stringify(redacted))
}
