import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'

import { activateWithIntlTag, loadedPageParts, loadPart } from '#app/lib/i18n/catalogs.ts'

describe('loading a catalog part', () => {
  it('adds the part to what the locale has and loads it once', async () => {
    const i18n = setupI18n()
    let calls = 0
    const loaders = {
      './de/messages.po': async () => {
        calls += 1
        return { messages: { a: 'A' } }
      },
    }
    await loadPart(i18n, 'de', 'shell', { './de/messages.po': async () => ({ messages: { s: 'S' } }) })
    await loadPart(i18n, 'de', 'account', loaders)
    await loadPart(i18n, 'de', 'account', loaders)
    i18n.activate('de')
    expect(calls).toBe(1)
    expect(i18n.messages).toEqual({ s: 'S', a: 'A' })
    expect(loadedPageParts(i18n, 'de')).toEqual(['account'])
  })

  it('refuses a chunk that resolved to nothing (a failed download Vite handed to the reload)', async () => {
    const i18n = setupI18n()
    const loaders = { './de/messages.po': async () => undefined as never }
    await expect(loadPart(i18n, 'de', 'account', loaders)).rejects.toThrow(
      /Failed to fetch dynamically imported module/,
    )
    expect(loadedPageParts(i18n, 'de')).toEqual([])
  })

  it('names the locale whose part has no loader', async () => {
    await expect(loadPart(setupI18n(), 'ja', 'tools', {})).rejects.toThrow('no "tools" catalog')
  })
})

describe('activating a locale', () => {
  const days = (locale: 'ua' | 'ph' | 'fa', message: string, value: number) => {
    const i18n = setupI18n()
    i18n.setMessagesCompiler(compileMessage)
    i18n.load(locale, { days: message })
    activateWithIntlTag(i18n, locale)
    return i18n._('days', { days: value })
  }

  it('gives plurals the language tag for Intl: Ukrainian rules for ua, Filipino ones for ph', () => {
    const ua = '{days, plural, one {# день} few {# дні} many {# днів} other {# дня}}'
    expect([1, 2, 5, 21].map((n) => days('ua', ua, n))).toEqual(['1 день', '2 дні', '5 днів', '21 день'])
    // Filipino "one" covers 2 and 3 as well; English rules would make them "other".
    expect(days('ph', '{days, plural, one {one:#} other {other:#}}', 2)).toBe('one:2')
  })

  it("formats a plural's number in the language, as formatMoney does (Persian digits)", () => {
    expect(days('fa', '{days, plural, one {# روز} other {# روز}}', 2)).toBe('۲ روز')
  })
})
