import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  filterPopups,
  needsFetch,
  pickPopup,
  POPUP_CACHE_SECONDS,
  sortPopups,
  withCacheExpiry,
  type Access,
  type StoredPopup,
} from '#app/features/popups/popup-rules.ts'
import { parseFeed, popupStorage } from '#app/features/popups/popup-storage.ts'
import { PopupFeedItemSchema } from '#contracts/catalog.ts'
import { LOCALES } from '#app/lib/i18n/locales.ts'
import { PROTOTYPE_KEYS, RUNS, anyString } from './arbitraries'

const NOW = 1_800_000_000

const text = fc.oneof(fc.constantFrom('', ' ', 'Title', 'Hello', '\n'), fc.string({ maxLength: 12 }))
const translate = fc.dictionary(
  fc.oneof(fc.constantFrom(...LOCALES), fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 4 })),
  fc.record({ title: text, description: text }),
  { maxKeys: 4 },
)
const popup: fc.Arbitrary<StoredPopup> = fc.record(
  {
    id: fc.integer({ min: 1, max: 30 }),
    type: fc.constantFrom(0, 1, 2),
    popup_type: fc.constantFrom(0, 1),
    display_type: fc.constantFrom(0, 1),
    country: fc.constantFrom('DF', 'DE', 'de', 'US', 'RU', 'df', ''),
    expired_at: fc.integer({ min: NOW - 1000, max: NOW + 1000 }),
    translate,
    isShown: fc.boolean(),
    popupUpdate: fc.integer({ min: NOW - 1000, max: NOW + 1000 }),
  },
  { requiredKeys: ['id', 'type', 'popup_type', 'display_type', 'country', 'expired_at', 'translate'] },
)
const context = fc.record({
  nowSeconds: fc.integer({ min: NOW - 1100, max: NOW + 1100 }),
  country: fc.constantFrom(undefined, 'DE', 'de', 'US', 'DF', ''),
  viewed: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }),
  access: fc.constantFrom<Access>('premium', 'public'),
})

/** The spec 5 rules, written out independently of the implementation. */
function shouldShow(item: StoredPopup, ctx: Parameters<typeof filterPopups>[1]) {
  const userType = ctx.access === 'premium' ? 2 : 1
  const once = item.display_type === 1 && item.popup_type !== 1
  return (
    item.expired_at >= ctx.nowSeconds &&
    (item.country === 'DF' ||
      (ctx.country !== undefined && item.country.toUpperCase() === ctx.country.toUpperCase())) &&
    (!once || (!item.isShown && !ctx.viewed.includes(item.id))) &&
    (item.type === 0 || item.type === userType)
  )
}

describe('parseFeed', () => {
  it('never throws on any JSON value and keeps only items the schema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.oneof(popup, fc.jsonValue()), { maxLength: 6 })), (data) => {
        const items = parseFeed(data)
        expect(Array.isArray(items)).toBe(true)
        for (const item of items) expect(v.is(PopupFeedItemSchema, item)).toBe(true)
        expect(items.length).toBeLessThanOrEqual(Array.isArray(data) ? data.length : 0)
      }),
      RUNS,
    )
  })

  it('keeps every valid item, in order, and drops the malformed ones around them', () => {
    const broken = fc.oneof(
      popup.map((p) => ({ ...p, type: 3 })),
      popup.map((p) => ({ ...p, id: String(p.id) })),
      popup.map((p) => ({ ...p, translate: undefined })),
      fc.constantFrom(null, 'popup', 42, []),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), popup, broken), { maxLength: 6 }), (rows) => {
        const feed = rows.map(([valid, good, bad]) => (valid ? good : bad))
        const expected = rows.filter(([valid]) => valid).map(([, good]) => good.id)
        expect(parseFeed(JSON.parse(JSON.stringify(feed))).map((item) => item.id)).toEqual(expected)
      }),
      RUNS,
    )
  })
})

describe('filterPopups and sortPopups (spec 5)', () => {
  it('keeps exactly the items the rules allow, once-only blockers turned into always', () => {
    fc.assert(
      fc.property(fc.array(popup, { maxLength: 10 }), context, (items, ctx) => {
        const shown = filterPopups(items, ctx)
        expect(shown.map((i) => i.id)).toEqual(items.filter((i) => shouldShow(i, ctx)).map((i) => i.id))
        for (const item of shown) expect(item.popup_type === 1 && item.display_type === 1).toBe(false)
      }),
      RUNS,
    )
  })

  it('sorts a permutation: own type first, then display_type ascending, then blockers first', () => {
    fc.assert(
      fc.property(fc.array(popup, { maxLength: 10 }), fc.constantFrom<Access>('premium', 'public'), (items, access) => {
        const sorted = sortPopups(items, access)
        const canonical = (list: StoredPopup[]) => list.map((i) => JSON.stringify(i)).sort()
        expect(canonical(sorted)).toEqual(canonical(items))
        const userType = access === 'premium' ? 2 : 1
        const key = (i: StoredPopup) => [i.type === userType ? 0 : 1, i.display_type, -i.popup_type]
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [key(sorted[i - 1]!), key(sorted[i]!)]
          const order = a.findIndex((x, k) => x !== b[k])
          if (order !== -1) expect(a[order]!).toBeLessThan(b[order]!)
        }
      }),
      RUNS,
    )
  })

  it('picks the first item with a non-blank title and description in the language, for any language', () => {
    fc.assert(
      fc.property(
        fc.array(popup, { maxLength: 8 }),
        fc.oneof(fc.constantFrom(...LOCALES), fc.constantFrom(...PROTOTYPE_KEYS), anyString),
        (items, language) => {
          const picked = pickPopup(items, language)
          const usable = (i: StoredPopup) => {
            const t = Object.hasOwn(i.translate, language) ? i.translate[language] : undefined
            return Boolean(t && t.title.trim() && t.description.trim())
          }
          expect(picked?.item).toBe(items.find(usable))
        },
      ),
      {
        ...RUNS,
        examples: [
          [
            [{ id: 1, type: 0, popup_type: 0, display_type: 0, country: 'DF', expired_at: NOW, translate: {} }],
            '__proto__',
          ],
        ],
      },
    )
  })

  it('trusts a fetched list for exactly 300 seconds', () => {
    fc.assert(
      fc.property(
        fc.array(popup, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 2e9 }),
        fc.integer({ min: 0, max: 600 }),
        (items, now, later) => {
          const stored = withCacheExpiry(items, now)
          expect(needsFetch(stored, now + later)).toBe(later > POPUP_CACHE_SECONDS)
          expect(needsFetch([], now)).toBe(true)
        },
      ),
      RUNS,
    )
  })
})

describe('popup storage (browser storage is outside input too)', () => {
  const store = new Map<string, string>()
  beforeEach(() => {
    store.clear()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads anything stored without throwing, falling back to empty lists', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyString,
          fc.jsonValue().map((j) => JSON.stringify(j)),
        ),
        anyString,
        (data, viewed) => {
          store.set('servicePopupData', data)
          store.set('viewedNotifications', viewed)
          expect(Array.isArray(popupStorage.read())).toBe(true)
          expect(popupStorage.viewed().every((id) => typeof id === 'number')).toBe(true)
        },
      ),
      RUNS,
    )
  })

  it('round-trips a saved list, and closing a popup marks it viewed and shown', () => {
    // valibot drops the record keys `__proto__`, `prototype` and `constructor` on purpose (prototype
    // pollution), so a list with them does not read back identical; none are generated here.
    const storable = popup.filter(
      (p) => !['__proto__', 'prototype', 'constructor'].some((k) => Object.hasOwn(p.translate, k)),
    )
    fc.assert(
      fc.property(fc.array(storable, { maxLength: 5 }), fc.integer({ min: 1, max: 30 }), (items, id) => {
        store.clear()
        popupStorage.save(items)
        expect(popupStorage.read()).toEqual(JSON.parse(JSON.stringify(items)))
        popupStorage.markViewed(id)
        expect(popupStorage.viewed()).toContain(id)
        for (const item of popupStorage.read()) if (item.id === id) expect(item.isShown).toBe(true)
      }),
      RUNS,
    )
  })
})
