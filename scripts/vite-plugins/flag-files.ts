import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import type { Plugin } from 'vite'

/** Where the flags are published: `/flags/{country code, lower case}.svg`. */
export const FLAGS_PREFIX = '/flags/'

const flagsDir = () => join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')

/**
 * Country flags (flag-icons, 4:3 SVG) as plain files under FLAGS_PREFIX: the server list names
 * countries the API sends, so every flag is published, each fetched only when a page shows it.
 * `vite dev` serves them from the package.
 */
export function flagFiles(): Plugin {
  return {
    name: 'planet:flag-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/flags\/([a-z-]+\.svg)$/.exec(req.url ?? '')?.[1]
        if (!name) return next()
        try {
          const svg = readFileSync(join(flagsDir(), name))
          res.setHeader('Content-Type', 'image/svg+xml')
          res.end(svg)
        } catch {
          next()
        }
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const name of readdirSync(flagsDir())) {
        if (!name.endsWith('.svg')) continue
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(flagsDir(), name)) })
      }
    },
  }
}
