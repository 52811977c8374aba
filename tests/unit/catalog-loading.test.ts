import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'

import { loadedPageParts, loadPart } from '#app/lib/i18n/catalogs.ts'

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
