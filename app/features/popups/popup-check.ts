import { COOKIE, readCookie } from '#contracts/cookies.ts'
import {
  filterPopups,
  needsFetch,
  pickPopup,
  sortPopups,
  withCacheExpiry,
  type PopupAction,
  type StoredPopup,
} from './popup-rules'
import { parseFeed, popupStorage } from './popup-storage'

export interface ActivePopup {
  item: StoredPopup
  title: string
  description: string
  action: PopupAction | undefined
}

/** The feed, fetched with a 5 s limit; a failed answer is an error like a network failure. */
async function fetchFeed(feedUrl: string): Promise<unknown> {
  // Service data: no authentication headers (spec 7, second client).
  const response = await fetch(feedUrl, { signal: AbortSignal.timeout(5000) })
  if (!response.ok) throw new Error(`Popup feed answered ${response.status}`)
  return response.json()
}

async function loadList(feedUrl: string, nowSeconds: number): Promise<StoredPopup[]> {
  const stored = popupStorage.read()
  if (!needsFetch(stored, nowSeconds)) return stored
  const fresh = withCacheExpiry(parseFeed(await fetchFeed(feedUrl)), nowSeconds)
  // Keep what the visitor already saw of items that are still in the feed.
  const shown = new Set(stored.filter((item) => item.isShown).map((item) => item.id))
  return fresh.map((item) => (shown.has(item.id) ? { ...item, isShown: true } : item))
}

/**
 * The spec's popup flow, run once per page: read or fetch the list, filter, sort, save, and
 * return the first item that has a title and a description in the page language. Loaded on
 * demand by `useServicePopup` (3 s after start), so it is not part of the start bundle.
 */
export async function checkServicePopup(feedUrl: string, language: string): Promise<ActivePopup | undefined> {
  const nowSeconds = Math.floor(Date.now() / 1000)
  const cookies = document.cookie
  const access = readCookie(cookies, COOKIE.userAccess) === 'premium' ? 'premium' : 'public'
  const country = readCookie(cookies, COOKIE.countryCode)
  const filtered = filterPopups(await loadList(feedUrl, nowSeconds), {
    nowSeconds,
    country,
    viewed: popupStorage.viewed(),
    access,
  })
  const list = sortPopups(filtered, access)
  const chosen = pickPopup(list, language)
  if (!chosen) {
    popupStorage.clear()
    return undefined
  }
  popupStorage.save(list)
  return chosen
}

export const markPopupViewed = (id: number) => popupStorage.markViewed(id)
