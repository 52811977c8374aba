import { describe, expect, it } from 'vitest'

import { chunkGroupsByReach } from '../../scripts/vite-plugins/chunk-groups-by-reach.ts'

/** A module graph: static imports, dynamic imports, the entry. */
const GRAPH: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }> = {
  entry: { imports: ['shared-start'], dynamic: ['Footer', 'Drawer', 'page-a', 'page-b'], entry: true },
  'shared-start': {},
  Footer: { imports: ['footer-only', 'used-by-page', 'shared-start'] },
  Drawer: { imports: ['drawer-only', 'footer-only'] },
  'footer-only': {},
  'drawer-only': { dynamic: ['later'] },
  later: {},
  'used-by-page': {},
  'page-a': { imports: ['used-by-page'] },
  'page-b': {},
}

/** Runs the plugin's graph reading for one group and returns the modules the group takes. */
function groupOf(roots: (id: string) => boolean) {
  const warnings: string[] = []
  const { plugin, test } = chunkGroupsByReach([{ name: 'test-group', roots }])
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: GRAPH[id]?.imports ?? [],
      dynamicallyImportedIds: GRAPH[id]?.dynamic ?? [],
      isEntry: GRAPH[id]?.entry === true,
    }),
    warn: (message: string) => warnings.push(message),
  }
  ;(plugin.buildEnd as unknown as (this: typeof context) => void).call(context)
  return { members: Object.keys(GRAPH).filter(test('test-group')), warnings }
}

describe('chunkGroupsByReach', () => {
  it('takes what its roots reach and nothing else reaches: not the start code, not a page’s module', () => {
    expect(groupOf((id) => id === 'Footer' || id === 'Drawer')).toEqual({
      members: ['Footer', 'Drawer', 'footer-only', 'drawer-only'],
      warnings: [],
    })
  })

  it('leaves a module reached through a dynamic import of its own to that import', () => {
    expect(groupOf((id) => id === 'Drawer').members).toEqual(['Drawer', 'drawer-only'])
  })

  it('warns when no dynamically imported module is a root, and takes nothing', () => {
    const { members, warnings } = groupOf((id) => id === 'shared-start')
    expect(members).toEqual([])
    expect(warnings).toEqual(['chunk group test-group: no dynamically imported module matches'])
  })

  it('answers no for a group it does not know', () => {
    expect(chunkGroupsByReach([]).test('other')('Footer')).toBe(false)
  })
})
