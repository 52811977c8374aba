import { describe, expect, it } from 'vitest'

import {
  CATALOG_LOADERS_HELPER,
  catalogFileName,
  compactCatalogLoaders,
  helperSource,
  partHashOf,
} from '../../scripts/vite-plugins/compact-catalog-loaders.ts'

const glob = (hashes: Record<string, string>) =>
  `Object.assign({${Object.entries(hashes)
    .map(([locale, hash]) => `"./${locale}/messages.po":()=>x(()=>import(\`./messages-${hash}.js\`),[])`)
    .join(',')}})`

const CHUNK = `var a={shell:${glob({ ar: 'Aa1_b-C', de: 'Dd2xyzE' })},home:${glob({ ar: 'Hh3abcF', de: 'Zz9-q_W' })}};export{a};`

/** The code of each catalog file, as the bundle would give it. */
const FILES: Record<string, string> = {
  'messages-Aa1_b-C.js': 'export const messages={a:"shell ar"}',
  'messages-Dd2xyzE.js': 'export const messages={a:"shell de"}',
  'messages-Hh3abcF.js': 'export const messages={a:"home ar"}',
  'messages-Zz9-q_W.js': 'export const messages={a:"home de"}',
}
const codeOf = (file: string) => FILES[file]

/** Runs the helper with `import()` replaced by a recorder: which file each loader would load. */
function loadedFiles(helperCall: string, locales: string[]): Record<string, string> {
  const helper = helperSource(locales).replace('import(', 'load(')
  const make = new Function('load', 'x', `${helper}\nreturn ${helperCall}`) as (
    load: (path: string) => string,
    x: (fn: () => string, deps: unknown[]) => string,
  ) => Record<string, () => string>
  const loaders = make(
    (path) => path,
    (fn, deps) => (expect(deps).toEqual([]), fn()),
  )
  return Object.fromEntries(Object.entries(loaders).map(([key, loader]) => [key, loader()]))
}

describe('compact catalog loaders (build)', () => {
  const shellHash = partHashOf([FILES['messages-Aa1_b-C.js']!, FILES['messages-Dd2xyzE.js']!])
  const homeHash = partHashOf([FILES['messages-Hh3abcF.js']!, FILES['messages-Zz9-q_W.js']!])

  it('writes each glob as one call with its part hash, names the files by it, and adds the helper once', () => {
    const { code, renames } = compactCatalogLoaders(CHUNK, codeOf)
    expect(code).toContain(`shell:${CATALOG_LOADERS_HELPER}(x,"${shellHash}")`)
    expect(code).toContain(`home:${CATALOG_LOADERS_HELPER}(x,"${homeHash}")`)
    expect(code.split(`function ${CATALOG_LOADERS_HELPER}(`)).toHaveLength(2)
    expect(code).not.toContain('messages.po":()=>')
    expect(Object.fromEntries(renames)).toEqual({
      'messages-Aa1_b-C.js': `messages-${shellHash}-ar.js`,
      'messages-Dd2xyzE.js': `messages-${shellHash}-de.js`,
      'messages-Hh3abcF.js': `messages-${homeHash}-ar.js`,
      'messages-Zz9-q_W.js': `messages-${homeHash}-de.js`,
    })
  })

  it('builds the same loaders: each locale key loads its own renamed file through the preload helper', () => {
    expect(loadedFiles(`${CATALOG_LOADERS_HELPER}(x,"${homeHash}")`, ['ar', 'de'])).toEqual({
      './ar/messages.po': `./${catalogFileName(homeHash, 'ar')}`,
      './de/messages.po': `./${catalogFileName(homeHash, 'de')}`,
    })
  })

  it('gives a part a new hash when any locale of it changes, and only that part', () => {
    const changed = (file: string) =>
      file === 'messages-Zz9-q_W.js' ? 'export const messages={a:"home de, corrected"}' : FILES[file]
    const { code } = compactCatalogLoaders(CHUNK, changed)
    expect(code).toContain(`shell:${CATALOG_LOADERS_HELPER}(x,"${shellHash}")`)
    expect(code).not.toContain(homeHash)
  })

  it('leaves code alone that has a single glob, another shape, unknown files or the helper already', () => {
    const single = `var a={shell:${glob({ de: 'Dd2xyzE' })}};`
    expect(compactCatalogLoaders(single, codeOf)).toEqual({ code: single, renames: new Map() })
    const twoHelpers = CHUNK.replace(
      'home:Object.assign({"./ar/messages.po":()=>x(',
      'home:Object.assign({"./ar/messages.po":()=>y(',
    )
    expect(compactCatalogLoaders(twoHelpers, codeOf).code).toBe(twoHelpers)
    expect(compactCatalogLoaders(CHUNK, () => undefined).code).toBe(CHUNK)
    const done = compactCatalogLoaders(CHUNK, codeOf).code
    expect(compactCatalogLoaders(done, codeOf).code).toBe(done)
  })
})
