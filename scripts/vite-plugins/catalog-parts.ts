import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import path from 'node:path'
import type { Plugin } from 'vite'

import { CATALOG_PARTS, catalogPartsOfMessage, type CatalogPart } from '#app/lib/i18n/catalog-parts.ts'
import { localTypography } from '#contracts/typography.ts'

const PART_IMPORT = /\.po\?catalog-part=([a-z]+)$/

type Catalogs = Awaited<ReturnType<typeof getCatalogs>>

/**
 * `I18N_PSEUDO=1` (`npm run dev:pseudo`, `npm run test:pseudo`): the English pages show every
 * message pseudo-localised, accented and 40 % longer between `⟦ ⟧`, so a text that is not a message
 * (never extracted, never translated) stands out as plain English, and a layout that only fits
 * English overflows. Never in a normal build.
 */
const PSEUDO_OPTIONS = { extend: 0.4, extendCharacter: '·', prepend: '⟦', append: '⟧' }

/**
 * Compiles `locales/{locale}/messages.po?catalog-part={part}` into that part of the locale's
 * messages (app/lib/i18n/catalog-parts.ts decides which message goes where from its `#:` origins).
 * Translations and fallbacks come from Lingui exactly as its own Vite plugin compiles a whole
 * `.po` import; only the set of messages differs (and French gets its no-break spaces,
 * contracts/typography.ts). Translators keep one PO file per locale.
 */
export function catalogParts(): Plugin {
  let catalogs: Promise<Catalogs> | undefined
  const config = getConfig()
  const pseudo = process.env.I18N_PSEUDO === '1'
  const loadCatalogs = () => (catalogs ??= getCatalogs(config))
  return {
    name: 'planet:catalog-parts',
    enforce: 'pre',
    buildStart() {
      catalogs = undefined
    },
    watchChange() {
      catalogs = undefined
    },
    load: {
      filter: { id: PART_IMPORT },
      async handler(id) {
        const match = PART_IMPORT.exec(id)
        if (!match) return undefined
        const part = match[1] as CatalogPart
        if (!CATALOG_PARTS.includes(part)) throw new Error(`Unknown catalog part "${part}" in ${id}`)
        const file = id.slice(0, id.indexOf('?'))
        this.addWatchFile(file)
        const found = getCatalogForFile(path.relative(config.rootDir, file), await loadCatalogs())
        if (!found) throw new Error(`${file} is not one of the catalogs in lingui.config.ts`)
        const { locale, catalog } = found
        const [{ messages }, source] = await Promise.all([
          catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales,
            sourceLocale: config.sourceLocale,
          }),
          // The origins: the source locale's catalog has every message, whatever is translated.
          catalog.read(config.sourceLocale),
        ])
        const inPart = Object.fromEntries(
          Object.entries(messages)
            .filter(([key]) =>
              catalogPartsOfMessage((source?.[key]?.origin ?? []).map(([origin]) => origin)).includes(part),
            )
            .map(([key, message]) => [key, localTypography(locale, message)]),
        )
        const { source: code, errors } = createCompiledCatalog(locale, inPart, {
          namespace: 'es',
          ...(pseudo && { pseudoLocale: config.sourceLocale, pseudoLocaleOptions: PSEUDO_OPTIONS }),
        })
        if (errors.length) this.warn(`${locale} (${part}): ${errors.length} messages did not compile`)
        return { code, map: null, moduleType: 'js' }
      },
    },
  }
}
