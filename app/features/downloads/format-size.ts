import { bcp47, type Locale } from '../../lib/i18n/locales'
import { DOWNLOADS } from '../../lib/site/downloads'

/** A file size in the reader's language: bytes, kB or MB. */
export function formatSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte']
  return new Intl.NumberFormat(bcp47(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
}

/** The size of every file of the downloads manifest as the reader's language writes it, by file name. */
export type FileSizes = Readonly<Record<string, string>>

export function fileSizes(locale: Locale): FileSizes {
  return Object.fromEntries(
    DOWNLOADS.flatMap((platform) => platform.files ?? []).map((file) => [file.file, formatSize(file.size, locale)]),
  )
}
