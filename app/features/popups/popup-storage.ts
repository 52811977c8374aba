import * as v from 'valibot'

import { PopupFeedItemSchema } from '#contracts/catalog.ts'
import type { StoredPopup } from './popup-rules'

/** Spec 3 browser storage keys. */
const DATA_KEY = 'servicePopupData'
const VIEWED_KEY = 'viewedNotifications'

const StoredSchema = v.array(
  v.object({ ...PopupFeedItemSchema.entries, isShown: v.optional(v.boolean()), popupUpdate: v.optional(v.number()) }),
)
const ViewedSchema = v.array(v.number())

function read<S extends v.GenericSchema>(key: string, schema: S, fallback: v.InferOutput<S>): v.InferOutput<S> {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return fallback
    const parsed = v.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.output : fallback
  } catch {
    return fallback
  }
}

export const popupStorage = {
  read: (): StoredPopup[] => read(DATA_KEY, StoredSchema, []),
  save: (items: readonly StoredPopup[]) => localStorage.setItem(DATA_KEY, JSON.stringify(items)),
  clear: () => localStorage.removeItem(DATA_KEY),
  viewed: (): number[] => read(VIEWED_KEY, ViewedSchema, []),
  /** Closing a popup: its id joins `viewedNotifications` and the stored item is marked shown. */
  markViewed(id: number) {
    const viewed = new Set(popupStorage.viewed()).add(id)
    localStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed]))
    popupStorage.save(popupStorage.read().map((item) => (item.id === id ? { ...item, isShown: true } : item)))
  },
}

/** The feed, validated item by item: a malformed item is skipped, not fatal. */
export function parseFeed(data: unknown): StoredPopup[] {
  if (!Array.isArray(data)) return []
  return data.flatMap((item) => {
    const parsed = v.safeParse(PopupFeedItemSchema, item)
    return parsed.success ? [parsed.output] : []
  })
}
