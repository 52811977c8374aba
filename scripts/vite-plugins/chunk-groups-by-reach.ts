import type { Plugin } from 'vite'

/** A chunk that collects the code a set of lazily loaded modules needs, and nothing else needs. */
export interface ReachGroup {
  name: string
  /** Which dynamic-import targets (module ids) the group is for. */
  roots: (id: string) => boolean
}

const MEMBERS = Symbol.for('planet.chunk-groups-by-reach')

/**
 * Chunk groups computed from the module graph. Left to itself the bundler gives every distinct
 * set of importers a chunk of its own, so code that always loads at the same moment — the parts
 * a page loads after start, the pages the header's code prefetch fetches — arrives as a dozen
 * files of 100–700 bytes each (`npm run bench:requests`). A group takes every module that its
 * roots reach through static imports and that nothing else reaches — not the start code, not any
 * other dynamically imported module — so a group never makes another page load more JavaScript
 * than before (`npm run bench:js`); a module shared with other pages keeps its own chunk.
 *
 * Returns the plugin (it reads the graph when the client build has parsed every module) and a
 * `test` per group name for `codeSplitting.groups`, which runs after that.
 */
export function chunkGroupsByReach(groups: readonly ReachGroup[]) {
  // On the global object: Vite may load its config, and so this function, more than once per
  // build, and the copy whose plugin reads the graph need not be the one whose tests are asked.
  const shared = globalThis as { [MEMBERS]?: Map<string, Set<string>> }
  const members = (shared[MEMBERS] ??= new Map())
  for (const group of groups) if (!members.has(group.name)) members.set(group.name, new Set())
  const plugin: Plugin = {
    name: 'planet:chunk-groups-by-reach',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const imports = new Map<string, readonly string[]>()
      const entries: string[] = []
      const lazy = new Set<string>()
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        if (!info) continue
        imports.set(id, info.importedIds)
        if (info.isEntry) entries.push(id)
        for (const target of info.dynamicallyImportedIds) lazy.add(target)
      }
      const reach = (from: Iterable<string>) => {
        const seen = new Set<string>()
        const stack = [...from]
        while (stack.length) {
          const id = stack.pop() as string
          if (seen.has(id)) continue
          seen.add(id)
          stack.push(...(imports.get(id) ?? []))
        }
        return seen
      }
      for (const group of groups) {
        const own = [...lazy].filter(group.roots)
        const elsewhere = reach([...entries, ...[...lazy].filter((id) => !group.roots(id))])
        const found = members.get(group.name) as Set<string>
        found.clear()
        for (const id of reach(own)) if (!elsewhere.has(id)) found.add(id)
        if (own.length === 0) this.warn(`chunk group ${group.name}: no dynamically imported module matches`)
      }
    },
  }
  return { plugin, test: (name: string) => (id: string) => members.get(name)?.has(id) === true }
}
