import * as v from 'valibot'

import { STORE_NAMES } from './downloads'

// The schema of `data/downloads.json`. Kept apart from downloads.ts, which every page loads: the
// browser trusts the bundled manifest, and tests/unit/downloads.test.ts checks it on every change
// (valibot in the start bundle would cost every page ≈ 4 kB gzip of its JavaScript budget, bench:js).

const FileSchema = v.strictObject({
  /** Path under the content-delivery base (`DOWNLOADS_BASE_URL`). */
  file: v.pipe(v.string(), v.regex(/^\/[\w./-]+\.(exe|dmg|apk)$/, 'a path to an .exe, .dmg or .apk file')),
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'a semantic version')),
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a lowercase hex SHA-256')),
  /** The day the file was published (a calendar day, no time). */
  released: v.pipe(v.string(), v.isoDate('a day as YYYY-MM-DD')),
  /** The oldest version of the platform's system the app runs on ("10" for Windows 10). */
  minimumOs: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'a system version such as 10 or 8.0')),
})

/** The OpenPGP key that signs every file (`<file>.asc` beside it); its public half is published too. */
const SigningKeySchema = v.strictObject({
  fingerprint: v.pipe(v.string(), v.regex(/^[0-9A-F]{40}$/, 'a v4 fingerprint: 40 uppercase hex digits')),
  /** Path of the armored public key under the content-delivery base. */
  file: v.pipe(v.string(), v.regex(/^\/[\w.-]+\.asc$/, 'a path to an .asc file')),
})

const StoreSchema = v.strictObject({
  store: v.picklist(Object.keys(STORE_NAMES) as (keyof typeof STORE_NAMES)[]),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
})

const PlatformSchema = v.pipe(
  v.strictObject({
    id: v.picklist([
      'windows',
      'mac',
      'android',
      'ios',
      'android-tv',
      'linux',
      'router',
      'openvpn',
      'chrome',
      'firefox',
      'edge',
      'opera',
      'yandex',
    ]),
    name: v.pipe(v.string(), v.minLength(1)),
    /** The platform's own page (without locale prefix). */
    page: v.pipe(v.string(), v.regex(/^\/[a-z-]+\/$/)),
    files: v.optional(v.array(FileSchema)),
    stores: v.optional(v.array(StoreSchema)),
    /** Set up with the OpenVPN configuration from the cabinet (Premium) instead of an app. */
    openvpn: v.optional(v.literal(true)),
  }),
  v.check(
    (p) => Boolean(p.files?.length || p.stores?.length || p.openvpn),
    'a platform needs a file, a store or OpenVPN',
  ),
)

export const DownloadsManifestSchema = v.object({
  $comment: v.optional(v.string()),
  signingKey: SigningKeySchema,
  platforms: v.pipe(
    v.array(PlatformSchema),
    v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'platform ids are unique'),
  ),
})
export type DownloadPlatform = v.InferOutput<typeof PlatformSchema>
export type PlatformId = DownloadPlatform['id']
export type DownloadFile = v.InferOutput<typeof FileSchema>
export type SigningKey = v.InferOutput<typeof SigningKeySchema>
