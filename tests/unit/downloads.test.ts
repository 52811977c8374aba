import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import manifest from '../../data/downloads.json' with { type: 'json' }
import { fileFacts, formatReleaseDate, formatSize } from '#app/features/downloads/format-file-facts.ts'
import { detectOs, DOWNLOADS, platformsFor } from '#app/lib/site/downloads.ts'
import { DownloadsManifestSchema } from '#app/lib/site/downloads-manifest.schema.ts'
import { PUBLIC_PAGES } from '#app/lib/site/public-pages.ts'

const file = {
  file: '/windows/PlanetVPN-Setup.exe',
  version: '1.2.3',
  size: 1234,
  sha256: 'a'.repeat(64),
  released: '2026-11-29',
  minimumOs: '10',
}
const parse = (platforms: unknown[], signingKey: unknown = manifest.signingKey) =>
  v.safeParse(DownloadsManifestSchema, { signingKey, platforms })

describe('downloads manifest', () => {
  it('accepts the committed manifest and links every platform to a published page', () => {
    expect(parse(manifest.platforms).success).toBe(true)
    for (const platform of DOWNLOADS) expect(PUBLIC_PAGES).toContain(platform.page)
  })

  it('lists the size and SHA-256 of the files that are served', () => {
    for (const entry of DOWNLOADS.flatMap((p) => p.files ?? [])) {
      const bytes = readFileSync(`public/downloads${entry.file}`)
      expect([entry.file, bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([
        entry.file,
        entry.size,
        entry.sha256,
      ])
    }
  })

  it.each([
    ['a hash that is not SHA-256', { ...file, sha256: 'abc' }],
    ['an uppercase hash', { ...file, sha256: 'A'.repeat(64) }],
    ['a size of zero', { ...file, size: 0 }],
    ['a version that is not semantic', { ...file, version: 'latest' }],
    ['a file type that is not an app', { ...file, file: '/windows/setup.zip' }],
    ['a path outside the base', { ...file, file: 'https://evil.example/setup.exe' }],
    ['a release day that is not a day', { ...file, released: '2026-13-01' }],
    ['no release day', { ...file, released: undefined }],
    ['a system that is not a version', { ...file, minimumOs: 'Windows 10' }],
  ])('refuses %s', (_, bad) => {
    expect(parse([{ id: 'windows', name: 'Windows', page: '/windows/', files: [file] }]).success).toBe(true)
    expect(parse([{ id: 'windows', name: 'Windows', page: '/windows/', files: [bad] }]).success).toBe(false)
  })

  it('refuses a manifest without its signing key, or with a fingerprint or key path of the wrong shape', () => {
    const windows = [{ id: 'windows', name: 'Windows', page: '/windows/', files: [file] }]
    const key = manifest.signingKey
    expect(v.safeParse(DownloadsManifestSchema, { platforms: windows }).success).toBe(false)
    expect(parse(windows, { ...key, fingerprint: key.fingerprint.toLowerCase() }).success).toBe(false)
    expect(parse(windows, { ...key, fingerprint: key.fingerprint.slice(8) }).success).toBe(false)
    expect(parse(windows, { ...key, file: 'https://evil.example/key.asc' }).success).toBe(false)
  })

  it('refuses store links without https, platforms with nothing to offer, and duplicates', () => {
    const store = { store: 'app-store', url: 'http://apps.apple.com/x' }
    expect(parse([{ id: 'ios', name: 'iOS', page: '/ios/', stores: [store] }]).success).toBe(false)
    expect(parse([{ id: 'ios', name: 'iOS', page: '/ios/' }]).success).toBe(false)
    const windows = { id: 'windows', name: 'Windows', page: '/windows/', files: [file] }
    expect(parse([windows, windows]).success).toBe(false)
    expect(parse([{ ...windows, extra: true }]).success).toBe(false)
  })
})

describe('operating system detection', () => {
  const ua = {
    windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    chromeos: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  }

  it.each([
    [ua.windows, undefined, 'windows'],
    [ua.mac, undefined, 'mac'],
    [ua.iphone, undefined, 'ios'],
    [ua.ipad, undefined, 'ios'],
    // Android user agents also say "Linux": Android must win.
    [ua.android, undefined, 'android'],
    [ua.linux, undefined, 'linux'],
    [ua.chromeos, undefined, 'linux'],
    ['curl/8.5', undefined, undefined],
    // Client hints come first: a reduced user agent still says Windows on a Mac with hints.
    [ua.windows, '"macOS"', 'mac'],
    [ua.linux, 'Android', 'android'],
    [ua.mac, '"Windows"', 'windows'],
    [ua.windows, '"Unknown"', 'windows'],
  ])('%s with hint %s → %s', (agent, hint, os) => {
    expect(detectOs(agent, hint)).toBe(os)
  })

  it('puts the visitor’s system first and keeps the others in manifest order', () => {
    expect(platformsFor('mac').map((p) => p.id)).toEqual([
      'mac',
      ...DOWNLOADS.map((p) => p.id).filter((id) => id !== 'mac'),
    ])
    expect(platformsFor(undefined)).toEqual(DOWNLOADS)
  })

  it('formats sizes in the reader’s language', () => {
    expect(formatSize(48_300_000, 'en')).toBe('48.3 MB')
    expect(formatSize(48_300_000, 'de')).toBe('48,3 MB')
    expect(formatSize(325, 'en')).toBe('325 bytes')
  })

  it('gives the route loaders every manifest file’s size and release date, formatted for the locale', () => {
    const files = DOWNLOADS.flatMap((p) => p.files ?? [])
    expect(files.length).toBeGreaterThan(0)
    const facts = fileFacts('de')
    expect(Object.keys(facts).sort()).toEqual(files.map((f) => f.file).sort())
    for (const file of files) {
      expect(facts[file.file]).toEqual({
        size: formatSize(file.size, 'de'),
        released: formatReleaseDate(file.released, 'de'),
      })
    }
    // Worked out once per locale (the manifest is part of the build).
    expect(fileFacts('de')).toBe(facts)
    expect(fileFacts('fr')).not.toBe(facts)
  })

  it('writes a release day as that calendar day in every time zone', () => {
    expect(formatReleaseDate('2026-11-29', 'en')).toBe('Nov 29, 2026')
    expect(formatReleaseDate('2026-11-29', 'de')).toBe('29.11.2026')
    expect(formatReleaseDate('2026-01-01', 'ja')).toBe('2026/01/01')
  })
})
