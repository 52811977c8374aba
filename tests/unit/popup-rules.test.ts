import { describe, expect, it } from 'vitest'

import {
  filterPopups,
  needsFetch,
  pickPopup,
  sortPopups,
  withCacheExpiry,
  type StoredPopup,
} from '#app/features/popups/popup-rules.ts'

const NOW = 1_800_000_000
const text = { title: 'T', description: 'D' }

function popup(id: number, overrides: Partial<StoredPopup> = {}): StoredPopup {
  return {
    id,
    type: 0,
    popup_type: 0,
    display_type: 0,
    country: 'DF',
    expired_at: NOW + 3600,
    translate: { en: text },
    ...overrides,
  }
}

const ctx = { nowSeconds: NOW, country: 'DE', viewed: [] as number[], access: 'public' as const }
const ids = (items: StoredPopup[]) => items.map((p) => p.id)

describe('filterPopups', () => {
  it.each([
    ['drops an expired item', popup(1, { expired_at: NOW - 1 }), false],
    ['keeps an item expiring right now', popup(1, { expired_at: NOW }), true],
    ['keeps the visitor’s country', popup(1, { country: 'DE' }), true],
    ['keeps DF for everybody', popup(1, { country: 'DF' }), true],
    ['drops another country', popup(1, { country: 'FR' }), false],
    ['drops a once-only item already shown', popup(1, { display_type: 1, isShown: true }), false],
    ['keeps an always item already shown', popup(1, { display_type: 0, isShown: true }), true],
    ['keeps type 0 for a public user', popup(1, { type: 0 }), true],
    ['keeps type 1 for a public user', popup(1, { type: 1 }), true],
    ['drops type 2 for a public user', popup(1, { type: 2 }), false],
  ])('%s', (_name, item, kept) => {
    expect(filterPopups([item], ctx)).toHaveLength(kept ? 1 : 0)
  })

  it('drops once-only items whose id was viewed, but not always items', () => {
    const items = [popup(1, { display_type: 1 }), popup(2, { display_type: 0 })]
    expect(ids(filterPopups(items, { ...ctx, viewed: [1, 2] }))).toEqual([2])
  })

  it('turns once-only blockers into always, so they stay after being shown', () => {
    const [blocker] = filterPopups([popup(1, { popup_type: 1, display_type: 1, isShown: true })], {
      ...ctx,
      viewed: [1],
    })
    expect(blocker).toMatchObject({ id: 1, display_type: 0 })
  })

  it('keeps type 2 and drops type 1 for a premium user', () => {
    expect(ids(filterPopups([popup(1, { type: 1 }), popup(2, { type: 2 })], { ...ctx, access: 'premium' }))).toEqual([
      2,
    ])
  })

  it('without a known country keeps only DF items', () => {
    expect(ids(filterPopups([popup(1, { country: 'DE' }), popup(2)], { ...ctx, country: undefined }))).toEqual([2])
  })
})

describe('sortPopups', () => {
  it('puts the user’s type first, then display_type ascending, then blockers first', () => {
    const items = [
      popup(1, { type: 0, display_type: 0, popup_type: 0 }),
      popup(2, { type: 0, display_type: 0, popup_type: 1 }),
      popup(3, { type: 1, display_type: 1, popup_type: 0 }),
      popup(4, { type: 0, display_type: 1, popup_type: 0 }),
      popup(5, { type: 1, display_type: 0, popup_type: 0 }),
    ]
    expect(ids(sortPopups(items, 'public'))).toEqual([5, 3, 2, 1, 4])
    expect(ids(sortPopups(items, 'premium'))).toEqual([2, 1, 5, 3, 4])
  })
})

describe('cache expiry', () => {
  it('fetches when nothing is stored or the first item expired', () => {
    expect(needsFetch([], NOW)).toBe(true)
    expect(needsFetch([popup(1, { popupUpdate: NOW - 1 })], NOW)).toBe(true)
    expect(needsFetch([popup(1)], NOW)).toBe(true)
    expect(needsFetch([popup(1, { popupUpdate: NOW + 10 })], NOW)).toBe(false)
  })

  it('stamps a fetched list with now + 300 s', () => {
    expect(withCacheExpiry([popup(1), popup(2)], NOW).map((p) => p.popupUpdate)).toEqual([NOW + 300, NOW + 300])
  })
})

describe('pickPopup', () => {
  it('shows the first item with both title and description in the page language', () => {
    const items = [
      popup(1, { translate: { de: { title: 'Nur Titel', description: ' ' } } }),
      popup(2, { translate: { en: text } }),
      popup(3, { translate: { de: { title: 'Titel', description: 'Text' } } }),
    ]
    expect(pickPopup(items, 'de')).toMatchObject({ item: { id: 3 }, title: 'Titel', description: 'Text' })
    expect(pickPopup(items, 'en')?.item.id).toBe(2)
    expect(pickPopup(items, 'ja')).toBeUndefined()
  })

  it('finds nothing in an empty feed', () => {
    expect(pickPopup([], 'en')).toBeUndefined()
  })
})
