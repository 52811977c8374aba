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
