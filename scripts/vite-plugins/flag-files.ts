import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import sharp from 'sharp'
import type { Plugin } from 'vite'

/** Where the flags are published: `/flags/{country code, lower case}.webp`. */
export const FLAGS_PREFIX = '/flags/'

/** Twice the 24 × 18 px the server list shows, for sharp screens. */
const FLAG_SIZE = { width: 48, height: 36 }

const flagsDir = () => join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')

/**
 * A flag as a small WebP picture. The SVG files of flag-icons are drawn by the browser's main
 * thread, and some coats of arms are tens of kilobytes of paths (Mexico 31 kB): forty of them on
 * the servers page cost a phone half a second. A picture of 48 × 36 px is a few hundred bytes
 * and decodes off the main thread.
 */
export function flagPicture(svgFile: string): Promise<Buffer> {
  return sharp(svgFile, { density: 144 })
    .resize(FLAG_SIZE.width, FLAG_SIZE.height, { fit: 'fill' })
    .webp({ quality: 85 })
    .toBuffer()
}

/**
 * Country flags (flag-icons, 4:3) as plain files under FLAGS_PREFIX: the server list names the
 * countries the API sends, so every flag is published, each fetched only when a page shows it.
 * `vite dev` makes them on request.
 */
export function flagFiles(): Plugin {
  return {
    name: 'planet:flag-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = /^\/flags\/([a-z-]+)\.webp$/.exec(req.url ?? '')?.[1]
        if (!code) return next()
        flagPicture(join(flagsDir(), `${code}.svg`)).then(
          (picture) => {
            res.setHeader('Content-Type', 'image/webp')
            res.end(picture)
          },
          () => next(),
        )
      })
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const names = readdirSync(flagsDir()).filter((name) => name.endsWith('.svg'))
      const pictures = await Promise.all(
        names.map(async (name) => ({ name, picture: await flagPicture(join(flagsDir(), name)) })),
      )
      for (const { name, picture } of pictures) {
        this.emitFile({ type: 'asset', fileName: `flags/${name.replace(/\.svg$/, '.webp')}`, source: picture })
      }
    },
  }
}
