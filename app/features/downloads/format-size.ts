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

/** The size of every file of the downloads manifest as the reader's language writes it, by file name. */
export type FileSizes = Readonly<Record<string, string>>

const sizesByLocale = new Map<Locale, FileSizes>()

/** Once per locale: the manifest is part of the build, so its sizes never change in a process. */
export function fileSizes(locale: Locale): FileSizes {
  let sizes = sizesByLocale.get(locale)
  if (!sizes) {
    const files = DOWNLOADS.flatMap((platform) => platform.files ?? [])
    sizes = Object.fromEntries(files.map((file) => [file.file, formatSize(file.size, locale)]))
    sizesByLocale.set(locale, sizes)
  }
  return sizes
}
