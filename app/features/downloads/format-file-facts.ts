import { bcp47, type Locale } from '../../lib/i18n/locales'
import { DOWNLOADS } from '../../lib/site/downloads'

/**
 * A file size in the reader's language, in decimal units: "325 bytes", "48.2 kB", "48.2 MB".
 * Bytes are written out in full (`long`): ICU's short English form is the bare unit, which read
 * "325 byte"; kilobytes and megabytes keep the short symbols every language knows ("48,2 Mo" in French).
 */
export function formatSize(bytes: number, locale: Locale): string {
  const [value, unit, unitDisplay]: [number, string, Intl.NumberFormatOptions['unitDisplay']] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte', 'short']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte', 'short']
        : [bytes, 'byte', 'long']
  return new Intl.NumberFormat(bcp47(locale), { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(
    value,
  )
}

/** A download file's size and release date as the reader's language writes them. */
export interface FileFact {
  size: string
  released: string
}

/** Every file of the downloads manifest, by file name. */
export type FileFacts = Readonly<Record<string, FileFact>>

/** A release day (`YYYY-MM-DD`, a calendar date, so read in UTC) as "29 Nov 2026" in the reader's language. */
export function formatReleaseDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day))
}

const factsByLocale = new Map<Locale, FileFacts>()

/** Once per locale: the manifest is part of the build, so its files never change in a process. */
export function fileFacts(locale: Locale): FileFacts {
  let facts = factsByLocale.get(locale)
  if (!facts) {
    const files = DOWNLOADS.flatMap((platform) => platform.files ?? [])
    facts = Object.fromEntries(
      files.map((file) => [
        file.file,
        { size: formatSize(file.size, locale), released: formatReleaseDate(file.released, locale) },
      ]),
    )
    factsByLocale.set(locale, facts)
  }
  return facts
}
