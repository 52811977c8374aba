/**
 * Whether a request is a page load the visitor started themselves: the app opening the browser, a
 * typed or bookmarked address (`Sec-Fetch-Site: none`, a navigation to a document). A link or a
 * redirect from any page, this site's own included, is not, and neither is a script's fetch.
 * Browsers without Fetch Metadata name the page that sent them in `Referer` (the site's policy
 * keeps at least the origin), so a request that names one is not first-party either.
 */
export function isFirstPartyDocumentLoad(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site === null) return !headers.get('referer')
  const mode = headers.get('sec-fetch-mode')
  const dest = headers.get('sec-fetch-dest')
  return site === 'none' && (mode === null || mode === 'navigate') && (dest === null || dest === 'document')
}
