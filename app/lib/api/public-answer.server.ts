import { getRequest, setResponseHeader } from '@tanstack/react-start/server'

/**
 * How long browsers and CDNs may reuse a server function's answer that is the same for every
 * visitor (host/site/server-fn-answer.ts keeps the claim only for a successful GET without
 * cookies). `content`: words built into this release (a page, a document, the blog index): five
 * minutes, then served once more while a fresh copy is fetched, for an hour. `service`: data the
 * API or an operator may change at any time (the redirect table, plans, the location count): a
 * minute, then five more while it is fetched again.
 */
export const PUBLIC_ANSWER_POLICIES = {
  content: 'public, max-age=300, stale-while-revalidate=3600',
  service: 'public, max-age=60, stale-while-revalidate=300',
  /** The service's state: kept briefly, so an outage shows within a minute. */
  status: 'public, max-age=30, stale-while-revalidate=30',
} as const

export type PublicAnswerKind = keyof typeof PUBLIC_ANSWER_POLICIES

/**
 * Marks the answer being built as the same for everyone (call it in the handler, on success only).
 * Only when the browser called the function: a page's render calls it in-process, and the header
 * would then land on the page, which has its own (per-visitor pages are never public).
 */
export function answerPublicly(kind: PublicAnswerKind): void {
  if (!new URL(getRequest().url).pathname.startsWith('/_serverFn/')) return
  setResponseHeader('cache-control', PUBLIC_ANSWER_POLICIES[kind])
}
