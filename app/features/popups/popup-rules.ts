import type { PopupFeedItem } from '#contracts/catalog.ts'
import { ACCOUNT_PAGES, PAGES, type PagePath } from '#app/pages.ts'

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

/** A popup's call to action: a label and a page of the site (shown in the page's language). */
export interface PopupAction {
  label: string
  path: PagePath
}

/**
 * The call to action of one translation, when it has a label and its link is a page of the site
 * (`/order/`): anything else (another site, a script URL, a typo) shows no button rather than a
 * broken or unsafe link.
 */
export function popupAction(text: { button?: string; link?: string }): PopupAction | undefined {
  const label = text.button?.trim()
  const page = PAGES.find((entry) => entry.path === text.link)
  return label && page ? { label, path: page.path } : undefined
}

/** The first item with both a title and a description in the page's language. */
export function pickPopup(items: readonly StoredPopup[], language: string) {
  for (const item of items) {
    // Own keys only: `translate.constructor` or `translate.__proto__` are not translations.
    const text = Object.hasOwn(item.translate, language) ? item.translate[language] : undefined
    if (text?.title.trim() && text.description.trim()) {
      return { item, title: text.title, description: text.description, action: popupAction(text) }
    }
  }
  return undefined
}

export const isBlocker = (item: StoredPopup) => item.popup_type === BLOCKER

/**
 * Pages where a visitor is busy with an account or a payment (log-in, sign-up, password pages,
 * confirmation, order, payment, cabinet): a default popup waits for another page there; it would
 * catch the click meant for "Pay" or "Create account". `path` is without locale prefix.
 */
export function isQuietPage(path: string): boolean {
  // Every account page ends in `/`: a prefix match also covers pages below one (`/cabinet/…`).
  // The pricing page is public (decision 019) but an order starts there: quiet too.
  return (
    path.startsWith('/payment/') || path.startsWith('/order/') || ACCOUNT_PAGES.some((page) => path.startsWith(page))
  )
}

/** Default popups skip the quiet pages; a blocker shows anywhere (spec 3: over any page). */
export function popupAllowedOnPage(item: StoredPopup, path: string): boolean {
  return isBlocker(item) || !isQuietPage(path)
}

const NOT_TYPED_IN = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])

/** An element someone types or picks a value in: a popup opening then would take the keystrokes. */
export function isTextEntry(element: { tagName: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!element) return false
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag === 'input') return !NOT_TYPED_IN.has((element.type ?? 'text').toLowerCase())
  return element.isContentEditable === true
}
