/**
 * The query parameters a campaign or partner link adds to a public page's URL. None of them
 * changes the page's HTML beyond what a cookie also says, so the render cache can serve such a
 * request with the render of the plain page (decision 025):
 * - analytics and ad-click ids (`utm_*`, `gclid`, `fbclid`…): only the browser reads them, from the
 *   URL, which keeps its query;
 * - `promo`: read by the order page only, after hydration;
 * - `a_aid`, `btag`: remembered in cookies, which every answer sets (query-cookies.server.ts);
 * - `source`: `app` renders the page as the `is_source_app` cookie does and sets that cookie.
 */
const IGNORED =
  /^(?:utm_[a-z_]{1,32}|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|yclid|ysclid|msclkid|ttclid|twclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|promo)$/
const REMEMBERED = new Set(['a_aid', 'btag', 'source'])

/** Longer queries are rendered as they come: a cache key is never built from a huge URL. */
const MAX_QUERY_LENGTH = 2048

export interface CampaignQuery {
  /** `source=app`: the page renders as for a visit from the app. */
  sourceApp: boolean
}

/**
 * Whether a query asks for the app's version of the page: `source=app`, once. Both the renderer
 * (`__root.tsx`) and the render cache's key go by this, so they cannot disagree about a query.
 */
export function isSourceAppQuery(query: string): boolean {
  const values = new URLSearchParams(query).getAll('source')
  return values.length === 1 && values[0] === 'app'
}

/**
 * What a query (with or without `?`) means for the render cache: `undefined` when the request must
 * be rendered (another parameter, one named twice, an oversized query).
 */
export function campaignQuery(query: string): CampaignQuery | undefined {
  if (query.length > MAX_QUERY_LENGTH) return undefined
  const params = new URLSearchParams(query)
  const seen = new Set<string>()
  for (const name of params.keys()) {
    if (seen.has(name) || !(IGNORED.test(name) || REMEMBERED.has(name))) return undefined
    seen.add(name)
  }
  return { sourceApp: isSourceAppQuery(query) }
}
