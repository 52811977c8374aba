import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ICON_IDS } from '#app/components/media/icon-ids.ts'
import { relatedArticles } from '#app/features/documents/related-articles.ts'
import { readingMinutes } from '#app/features/documents/reading-time.ts'
import { downloadActions, primaryActionFor } from '#app/features/downloads/download-actions.ts'
import { formatSize } from '#app/features/downloads/format-file-facts.ts'
import { PLATFORM_TILES, STORE_ICONS } from '#app/features/downloads/platform-tiles.ts'
import { DOWNLOADS, detectOs, platformById } from '#app/lib/site/downloads.ts'

describe('file sizes in the reader’s units', () => {
  it.each([
    [325, 'en', '325 bytes'],
    [1, 'en', '1 byte'],
    [48_200_000, 'en', '48.2 MB'],
    [48_200_000, 'de', '48,2 MB'],
    [48_200_000, 'fr', '48,2 Mo'],
    [12_345, 'en', '12.3 kB'],
    [325, 'fr', '325 octets'],
    [325, 'ru', '325 байт'],
    [325, 'ja', '325 バイト'],
    [999, 'en', '999 bytes'],
    [1_000, 'en', '1 kB'],
    [1_000_000, 'en', '1 MB'],
  ] as const)('%d bytes in %s → %s', (bytes, locale, shown) => {
    expect(formatSize(bytes, locale).replace(/\s/g, ' ')).toBe(shown)
  })

  it('never writes the bare English unit "byte" after a number above one', () => {
    expect(formatSize(325, 'en')).not.toMatch(/\bbyte$/)
  })
})

describe('reading time', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('counts words at 230 a minute, rounded, never under a minute', () => {
    expect(readingMinutes(words(230 * 5))).toBe(5)
    expect(readingMinutes(words(230 * 5 + 100))).toBe(5)
    expect(readingMinutes(words(230 * 5 + 130))).toBe(6)
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Hi.')).toBe(1)
  })

  it('does not count code blocks, link targets or Markdown marks', () => {
    const code = '```\n' + words(2000) + '\n```\n'
    expect(readingMinutes(code + words(460))).toBe(2)
    const link = `[read](https://example.com/${'a/'.repeat(500)}) `
    expect(readingMinutes(link.repeat(230))).toBe(1)
    expect(readingMinutes('## - * > |\n'.repeat(1000) + words(230))).toBe(1)
  })

  it('counts Japanese and Chinese by characters (500 a minute) and Thai by characters (900 a minute)', () => {
    expect(readingMinutes('日本語の文章です。'.repeat(400))).toBe(Math.round((8 * 400) / 500))
    expect(readingMinutes('ภาษาไทย'.repeat(900))).toBe(7)
  })

  it('gives the committed articles a plausible time in every language they are written in', () => {
    for (const locale of ['en', 'de', 'ja', 'th', 'ar']) {
      const minutes = readingMinutes(readFileSync(`content/blog/${locale}/proxy.md`, 'utf8'))
      expect(minutes, locale).toBeGreaterThanOrEqual(3)
      expect(minutes, locale).toBeLessThanOrEqual(12)
    }
  })
})

describe('related articles', () => {
  const a = (topic: 'what-is-vpn' | 'proxy' | 'protocols', date: string) => ({ topic, date })

  it('offers the same category first, then the newest, never the article itself', () => {
    const articles = [a('what-is-vpn', '2026-01-01'), a('proxy', '2025-01-01'), a('protocols', '2026-06-01')]
    // what-is-vpn and proxy are both basics: proxy first though protocols is newer.
    expect(relatedArticles('what-is-vpn', articles).map((x) => x.topic)).toEqual(['proxy', 'protocols'])
    // protocols has no sibling: newest first.
    expect(relatedArticles('protocols', articles).map((x) => x.topic)).toEqual(['what-is-vpn', 'proxy'])
  })

  it('keeps topic order on equal dates and stops at the count', () => {
    const articles = [a('what-is-vpn', '2026-01-01'), a('proxy', '2026-01-01'), a('protocols', '2026-01-01')]
    expect(relatedArticles('protocols', articles).map((x) => x.topic)).toEqual(['what-is-vpn', 'proxy'])
    expect(relatedArticles('protocols', articles, 1)).toHaveLength(1)
    expect(relatedArticles('proxy', [a('proxy', '2026-01-01')])).toEqual([])
  })
})

describe('download actions', () => {
  const ua = {
    windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  }

  it('maps the detected system to its one primary action', () => {
    const primary = (agent: string) => primaryActionFor(detectOs(agent), DOWNLOADS)
    expect(primary(ua.windows)).toMatchObject({ kind: 'file', file: { file: '/windows/PlanetVPN-Setup.exe' } })
    expect(primary(ua.mac)).toMatchObject({ kind: 'file', file: { file: '/mac/PlanetVPN.dmg' } })
    expect(primary(ua.android)).toMatchObject({ kind: 'store', store: 'google-play' })
    expect(primary(ua.iphone)).toMatchObject({ kind: 'store', store: 'app-store' })
    expect(primary(ua.linux)).toEqual({ kind: 'page', path: '/linux/' })
    expect(primary('curl/8.5')).toBeUndefined()
  })

  it('puts the store first and the .apk second on Android', () => {
    const { primary, secondary } = downloadActions(platformById('android'))
    expect(primary.map((x) => x.kind)).toEqual(['store'])
    expect(secondary).toMatchObject([{ kind: 'file', file: { file: '/android/PlanetVPN.apk' } }])
  })

  it('gives every platform an action, and leaves out the link to the page a visitor is on', () => {
    for (const platform of DOWNLOADS) {
      expect(downloadActions(platform).primary.length, platform.id).toBeGreaterThan(0)
      const own = downloadActions(platform, true)
      expect(
        own.primary.some((x) => x.kind === 'page'),
        platform.id,
      ).toBe(false)
    }
  })
})

describe('icons and platform tiles', () => {
  const sprite = readFileSync('public/images/icons.svg', 'utf8')

  it('has every icon id the components use in the sprite, and nothing else', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.sort()).toEqual([...ICON_IDS].sort())
  })

  it('lists every platform of the manifest as a tile, in manifest order, with its name and page', () => {
    expect(PLATFORM_TILES.map(({ id, name, page }) => ({ id, name, page }))).toEqual(
      DOWNLOADS.map(({ id, name, page }) => ({ id, name, page })),
    )
  })

  it('has a mark for every store of the manifest', () => {
    for (const store of DOWNLOADS.flatMap((p) => p.stores ?? [])) expect(STORE_ICONS[store.store]).toBeDefined()
  })

  it('keeps the home page’s drawings within the image budget (150 kB with the sprite)', () => {
    const bytes = ['public/images/icons.svg', 'public/images/hero-app.svg'].reduce(
      (sum, file) => sum + readFileSync(file).length,
      0,
    )
    expect(bytes).toBeLessThan(150_000)
  })
})
