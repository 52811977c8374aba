import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the browser downloads; pictures such as WebP and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt|webmanifest)$/

/** Below this a compressed copy saves less than its headers cost (srvx's own threshold). */
const MIN_BYTES = 1024

/** A file's compressed copies: brotli at its densest and gzip at level 9, where they are smaller. */
export async function compressedCopies(body: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  if (body.length < MIN_BYTES) return {}
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br: br.length < body.length ? br : undefined, gz: gz.length < body.length ? gz : undefined }
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (COMPRESSIBLE.test(entry.name)) yield path
  }
}

/**
 * Every text file of the browser's build also as `.br` and `.gz`, which the host sends as they
 * are (srvx `encodings`). Compressing on request has to be fast, so it is light (brotli quality
 * 4): the start code was 125 kB that way and is 107 kB at quality 11. Compressed once here, every
 * visitor downloads the smaller file, and the host spends no time on it.
 */
export function precompressedFiles(): Plugin {
  return {
    name: 'planet:precompressed-files',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      const work: Promise<void>[] = []
      for await (const path of files(options.dir)) {
        work.push(
          readFile(path)
            .then(compressedCopies)
            .then(async ({ br, gz }) => {
              if (br) await writeFile(`${path}.br`, br)
              if (gz) await writeFile(`${path}.gz`, gz)
            }),
        )
      }
      await Promise.all(work)
    },
  }
}
