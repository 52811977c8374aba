import type { Plugin } from 'vite'

/** One `import.meta.glob` of the catalogs as Vite writes it (app/lib/i18n/catalogs.ts). */
const GLOB =
  /Object\.assign\(\{((?:"\.\/[a-z]{2}\/messages\.po":\(\)=>[\w$]+\(\(\)=>import\(`\.\/messages-[\w-]+\.js`\),\[\]\),?)+)\}\)/g
const ENTRY = /"\.\/([a-z]{2})\/messages\.po":\(\)=>([\w$]+)\(\(\)=>import\(`\.\/messages-([\w-]+)\.js`\),\[\]\)/g

/** Below this many globs in a chunk the helper costs more than it saves. */
const MIN_GLOBS = 2

/** Named so that no minified name can clash with it. */
export const CATALOG_LOADERS_HELPER = '__catalogLoaders'

export const HELPER_SOURCE = `function ${CATALOG_LOADERS_HELPER}(p,l,h){h=h.split(" ");return Object.fromEntries(l.split(" ").map((l,i)=>["./"+l+"/messages.po",()=>p(()=>import(\`./messages-\${h[i]}.js\`),[])]))}`

/**
 * Writes each catalog glob of a chunk — twenty entries `"./de/messages.po":()=>x(()=>import(`./messages-HASH.js`),[])`,
 * six globs in the start code — as one call with the locales and the file hashes as two strings:
 * `__catalogLoaders(x,"ar cs …","HASH HASH …")`. The helper builds the same object (the same preload
 * helper `x`, so a failed download still goes through the chunk-reload rules). The file names keep
 * their content hashes, so an unchanged catalog stays cached across releases; only the repeated
 * code around them goes: ≈ 0.9 kB gzip less start code on every page (`npm run bench:js`). The
 * file names are final when this runs; the helper's `import()` of a template string is resolved by
 * the browser against the chunk's URL exactly like the literal it replaces.
 */
export function compactCatalogLoaders(code: string): string {
  if (code.includes(CATALOG_LOADERS_HELPER)) return code
  let globs = 0
  const compacted = code.replace(GLOB, (glob: string, body: string) => {
    const entries = [...body.matchAll(ENTRY)]
    const preloads = new Set(entries.map((entry) => entry[2]))
    if (preloads.size !== 1) return glob
    globs += 1
    const locales = entries.map((entry) => entry[1]).join(' ')
    const hashes = entries.map((entry) => entry[3]).join(' ')
    return `${CATALOG_LOADERS_HELPER}(${entries[0]![2]},"${locales}","${hashes}")`
  })
  return globs >= MIN_GLOBS ? `${compacted}\n${HELPER_SOURCE}\n` : code
}

/** Applies `compactCatalogLoaders` to the client build's chunks once their file names are final. */
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
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = compactCatalogLoaders(chunk.code)
        }
      },
    },
  }
}
