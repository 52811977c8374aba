/**
 * Reads that are the same for every visitor — a page's words, a document, the blog index, a
 * redirect decision — as plain JSON GETs under `/data/` (server routes in app/routes/data/). A
 * client-side navigation needs one such answer and no server-function call: a server function's
 * answer needs Start's serializer in the browser (≈ 11 kB gzip, loaded on the first call), while a
 * JSON answer needs nothing, and its URL (a fixed path and the query, in a fixed order) is the
 * whole cache key for the browser and a CDN (decision 032).
 */
export const PUBLIC_DATA_PATHS = {
  page: '/data/page.json',
  document: '/data/document.json',
  blog: '/data/blog.json',
  redirects: '/data/redirects.json',
  /** Every FAQ answer in one language, for the search on /answers/. */
  answers: '/data/answers.json',
  /** The server list, also a published feed for people who script their setups (docs/servers-feed.md). */
  servers: '/servers.json',
  /** The service's state and incidents, also published for monitoring scripts (docs/api.md). */
  status: '/status.json',
} as const

export type PublicDataName = keyof typeof PUBLIC_DATA_PATHS

/** The URL of a read: parameters sorted by name, so one read has one URL (one cache entry). */
export function publicDataUrl(name: PublicDataName, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return query.size ? `${PUBLIC_DATA_PATHS[name]}?${query}` : PUBLIC_DATA_PATHS[name]
}

/** Fetches a read; `undefined` when the server has nothing under that name (404). */
export async function fetchPublicData<T>(name: PublicDataName, params: Record<string, string>): Promise<T | undefined> {
  const url = publicDataUrl(name, params)
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}
