import { describe, expect, it } from 'vitest'

import {
  CATALOG_LOADERS_HELPER,
  compactCatalogLoaders,
  HELPER_SOURCE,
} from '../../scripts/vite-plugins/compact-catalog-loaders.ts'

const glob = (hashes: Record<string, string>) =>
  `Object.assign({${Object.entries(hashes)
    .map(([locale, hash]) => `"./${locale}/messages.po":()=>x(()=>import(\`./messages-${hash}.js\`),[])`)
    .join(',')}})`

const CHUNK = `var a={shell:${glob({ ar: 'Aa1_b-C', de: 'Dd2xyzE' })},home:${glob({ ar: 'Hh3abcF', de: 'Zz9-q_W' })}};export{a};`

/** Runs the helper with `import()` replaced by a recorder: which file each loader would load. */
function loadedFiles(helperCall: string): Record<string, string> {
  const imported: string[] = []
  const helper = HELPER_SOURCE.replace('import(', 'load(')
  const make = new Function('load', 'x', `${helper}\nreturn ${helperCall}`) as (
    load: (path: string) => string,
    x: (fn: () => string, deps: unknown[]) => string,
  ) => Record<string, () => string>
  const loaders = make(
    (path) => (imported.push(path), path),
    (fn, deps) => (expect(deps).toEqual([]), fn()),
  )
  return Object.fromEntries(Object.entries(loaders).map(([key, loader]) => [key, loader()]))
}

describe('compact catalog loaders (build)', () => {
  it('writes each glob as one call with the locales and the hashes, and adds the helper once', () => {
    const out = compactCatalogLoaders(CHUNK)
    expect(out).toContain(`shell:${CATALOG_LOADERS_HELPER}(x,"ar de","Aa1_b-C Dd2xyzE")`)
    expect(out).toContain(`home:${CATALOG_LOADERS_HELPER}(x,"ar de","Hh3abcF Zz9-q_W")`)
    expect(out.split(`function ${CATALOG_LOADERS_HELPER}(`)).toHaveLength(2)
    expect(out).not.toContain('messages.po":()=>')
  })

  it('builds the same loaders: each locale key loads its own file through the preload helper', () => {
    expect(loadedFiles(`${CATALOG_LOADERS_HELPER}(x,"ar de","Hh3abcF Zz9-q_W")`)).toEqual({
      './ar/messages.po': './messages-Hh3abcF.js',
      './de/messages.po': './messages-Zz9-q_W.js',
    })
  })

  it('leaves code alone that has a single glob, another shape, or the helper already', () => {
    const single = `var a={shell:${glob({ de: 'Dd2xyzE' })}};`
    expect(compactCatalogLoaders(single)).toBe(single)
    const twoHelpers = CHUNK.replace(
      'home:Object.assign({"./ar/messages.po":()=>x(',
      'home:Object.assign({"./ar/messages.po":()=>y(',
    )
    expect(compactCatalogLoaders(twoHelpers)).toContain('home:Object.assign(')
    const done = compactCatalogLoaders(CHUNK)
    expect(compactCatalogLoaders(done)).toBe(done)
  })
})
