import { createHash } from 'node:crypto'
import { posix } from 'node:path'

import type { Plugin } from 'vite'

/** One `import.meta.glob` of the catalogs as Vite writes it (app/lib/i18n/catalogs.ts). */
const GLOB =
  /Object\.assign\(\{((?:"\.\/[a-z]{2}\/messages\.po":\(\)=>[\w$]+\(\(\)=>import\(`\.\/messages-[\w-]+\.js`\),\[\]\),?)+)\}\)/g
const ENTRY = /"\.\/([a-z]{2})\/messages\.po":\(\)=>([\w$]+)\(\(\)=>import\(`\.\/(messages-[\w-]+\.js)`\),\[\]\)/g

/** Below this many globs in a chunk the helper costs more than it saves. */
const MIN_GLOBS = 2

/** Named so that no minified name can clash with it. */
export const CATALOG_LOADERS_HELPER = '__catalogLoaders'

/** The helper, with the locales (the same in every glob) written once. */
export const helperSource = (locales: readonly string[]) =>
  `function ${CATALOG_LOADERS_HELPER}(p,h){return Object.fromEntries("${locales.join(' ')}".split(" ").map(l=>["./"+l+"/messages.po",()=>p(()=>import(\`./messages-\${h}-\${l}.js\`),[])]))}`

/** A catalog file's name once its part has a hash: `messages-{part hash}-{locale}.js`. */
export const catalogFileName = (partHash: string, locale: string) => `messages-${partHash}-${locale}.js`

/** The hash of a part: of its files' code, in the glob's order (so of every locale's translation). */
export const partHashOf = (codes: readonly string[]) =>
  createHash('sha256').update(codes.join('\0')).digest('base64url').slice(0, 8)

export interface Compacted {
  code: string
  /** Old file name → new, for the catalog files the compacted code now loads. */
  renames: Map<string, string>
}

/**
 * Writes each catalog glob of a chunk — twenty entries `"./de/messages.po":()=>x(()=>import(`./messages-HASH.js`),[])`,
 * one glob per catalog part in the start code — as one call with one hash for the whole part:
 * `__catalogLoaders(x,"PARTHASH")`, and names the part's files `messages-PARTHASH-de.js`. The
 * helper builds the same object (the same preload helper `x`, so a failed download still goes
 * through the chunk-reload rules). Twenty file hashes per part were ≈ 1.3 kB gzip of start code
 * on every page, which no compression could shrink; the price is that a change to one locale's
 * messages of a part renames that part's files in every locale (a visitor downloads their own
 * again). `codeOf` gives a catalog file's code (undefined leaves the glob as it was).
 */
export function compactCatalogLoaders(code: string, codeOf: (file: string) => string | undefined): Compacted {
  const renames = new Map<string, string>()
  if (code.includes(CATALOG_LOADERS_HELPER)) return { code, renames }
  let globs = 0
  let locales: string[] | undefined
  const compacted = code.replace(GLOB, (glob: string, body: string) => {
    const entries = [...body.matchAll(ENTRY)]
    const preloads = new Set(entries.map((entry) => entry[2]))
    const own = entries.map((entry) => entry[1]!)
    const codes = entries.map((entry) => codeOf(entry[3]!))
    if (preloads.size !== 1 || codes.some((file) => file === undefined)) return glob
    if (locales && locales.join(' ') !== own.join(' ')) return glob
    const hash = partHashOf(codes as string[])
    // A file in two parts of different hashes would need two names: leave the second glob alone.
    if (
      entries.some(
        ([, locale, , file]) =>
          (renames.get(file!) ?? catalogFileName(hash, locale!)) !== catalogFileName(hash, locale!),
      )
    ) {
      return glob
    }
    for (const [, locale, , file] of entries) renames.set(file!, catalogFileName(hash, locale!))
    locales = own
    globs += 1
    return `${CATALOG_LOADERS_HELPER}(${entries[0]![2]},"${hash}")`
  })
  if (globs < MIN_GLOBS || !locales) return { code, renames: new Map() }
  return { code: `${compacted}\n${helperSource(locales)}\n`, renames }
}

/**
 * Applies `compactCatalogLoaders` to the client build's chunks once their file names are final,
 * and renames the catalog files the compacted code loads.
 */
export function compactCatalogLoadersPlugin(): Plugin {
  return {
    name: 'planet:compact-catalog-loaders',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has written the preload lists into the dynamic imports.
      order: 'post',
      handler(options, bundle) {
        // Source maps would no longer match the code (profiling builds keep it as it was).
        if (this.environment.name !== 'client' || options.sourcemap) return
        const renamed = new Map<string, string>()
        /** The code of each renamed file: written again under its new name (an asset). */
        const moved = new Map<string, string>()
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        for (const chunk of chunks) {
          const dir = posix.dirname(chunk.fileName)
          const codeOf = (file: string) => {
            const path = posix.join(dir, file)
            const target = bundle[path]
            return moved.get(renamed.get(path) ?? '') ?? (target?.type === 'chunk' ? target.code : undefined)
          }
          const { code, renames } = compactCatalogLoaders(chunk.code, codeOf)
          chunk.code = code
          for (const [from, to] of renames) {
            const path = posix.join(dir, from)
            const file = bundle[path]
            if (file?.type !== 'chunk' || renamed.has(path)) continue
            renamed.set(path, posix.join(dir, to))
            moved.set(posix.join(dir, to), file.code)
            delete bundle[path]
          }
        }
        for (const [fileName, source] of moved) this.emitFile({ type: 'asset', fileName, source })
        // Any other mention of a renamed file (a glob left as it was, an import list) follows it.
        for (const chunk of chunks) {
          const dir = posix.dirname(chunk.fileName)
          for (const [from, to] of renamed) {
            if (posix.dirname(from) === dir)
              chunk.code = chunk.code.replaceAll(`./${posix.basename(from)}`, `./${posix.basename(to)}`)
          }
          chunk.dynamicImports = chunk.dynamicImports.map((name) => renamed.get(name) ?? name)
        }
      },
    },
  }
}
