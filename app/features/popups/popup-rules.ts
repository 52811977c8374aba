import type { PopupFeedItem } from '#contracts/catalog.ts'

/** A feed item as kept in local storage: the feed's fields plus the spec's `isShown` and `popupUpdate`. */
export type StoredPopup = PopupFeedItem & { isShown?: boolean; popupUpdate?: number }

export type Access = 'premium' | 'public'

/** Spec 9: the stored list is trusted for 300 seconds. */
export const POPUP_CACHE_SECONDS = 300

const BLOCKER = 1
const ONCE = 1
const ALWAYS = 0 as const

/** Spec 4: nothing stored → fetch; the first item's cache expiry passed → fetch again; else use it. */
export function needsFetch(stored: readonly StoredPopup[], nowSeconds: number): boolean {
  const first = stored[0]
  return !first || (first.popupUpdate ?? 0) < nowSeconds
}

/** Marks a freshly fetched list with its cache expiry (now + 300 s). */
export function withCacheExpiry(items: readonly StoredPopup[], nowSeconds: number): StoredPopup[] {
  return items.map((item) => ({ ...item, popupUpdate: nowSeconds + POPUP_CACHE_SECONDS }))
}

/**
 * Spec 5: drop expired items; keep the visitor's country or `DF`; once-only blockers become
 * always; drop once-only items already shown or viewed; keep type 0 or the user's type
 * (premium → 2, public → 1).
 */
export function filterPopups(
  items: readonly StoredPopup[],
  ctx: { nowSeconds: number; country: string | undefined; viewed: readonly number[]; access: Access },
): StoredPopup[] {
  const userType = ctx.access === 'premium' ? 2 : 1
  const country = ctx.country?.toUpperCase()
  return items
    .filter((item) => item.expired_at >= ctx.nowSeconds)
    .filter((item) => item.country === 'DF' || (country !== undefined && item.country.toUpperCase() === country))
    .map((item) =>
      item.popup_type === BLOCKER && item.display_type === ONCE ? { ...item, display_type: ALWAYS } : item,
    )
    .filter((item) => item.display_type !== ONCE || (!item.isShown && !ctx.viewed.includes(item.id)))
    .filter((item) => item.type === 0 || item.type === userType)
}

/** Spec 5: the user's own type first, then display_type ascending, then blocker before default. */
export function sortPopups(items: readonly StoredPopup[], access: Access): StoredPopup[] {
  const userType = access === 'premium' ? 2 : 1
  return [...items].sort(
    (a, b) =>
      Number(b.type === userType) - Number(a.type === userType) ||
      a.display_type - b.display_type ||
      b.popup_type - a.popup_type,
  )
}

/** The first item with both a title and a description in the page's language. */
export function pickPopup(items: readonly StoredPopup[], language: string) {
  for (const item of items) {
    // Own keys only: `translate.constructor` or `translate.__proto__` are not translations.
    const text = Object.hasOwn(item.translate, language) ? item.translate[language] : undefined
    if (text?.title.trim() && text.description.trim()) return { item, title: text.title, description: text.description }
  }
  return undefined
}

export const isBlocker = (item: StoredPopup) => item.popup_type === BLOCKER
