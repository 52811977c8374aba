/** How often the site reads the server list again: loads move, and a new location shows within a minute. */
export const SERVER_LIST_REFRESH_MS = 60_000

/** How often the site reads the incidents from the API, and renders the status page again. */
export const STATUS_REFRESH_MS = 60_000

/**
 * Public pages that show the server list (or its counts, on the home page) or the service's state: the HTTP layer serves
 * their render for this many seconds, then renders it again with the list of that moment.
 */
export const LIVE_PAGE_SECONDS: ReadonlyMap<string, number> = new Map([
  ['/', 5 * 60],
  ['/servers/', SERVER_LIST_REFRESH_MS / 1000],
  ['/free-vpn-servers/', SERVER_LIST_REFRESH_MS / 1000],
  ['/status/', STATUS_REFRESH_MS / 1000],
])
