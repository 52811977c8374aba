import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { decodeResult, encodeResult, type ImageResult } from './image-result.ts'

const TEMP_SUFFIX = '.tmp'

/**
 * Results on disk, one file per key, so they survive a restart. A file is written under a
 * temporary name and renamed, so a reader never sees half of one. Past `maxBytes` the oldest
 * files go: oldest written at start-up, then in order of last use within this process.
 * The index of files is this process's: instances sharing a folder each prune what they know of.
 */
export class DiskCache {
  /** File name → size in bytes, oldest (least recently used) first. */
  readonly #files = new Map<string, number>()
  #bytes = 0
  #loaded: Promise<void> | undefined

  readonly dir: string
  readonly maxBytes: number

  constructor(dir: string, maxBytes: number) {
    this.dir = dir
    this.maxBytes = maxBytes
  }

  get bytes(): number {
    return this.#bytes
  }

  async get(key: string, now = Date.now()): Promise<ImageResult | undefined> {
    await this.#load()
    const size = this.#files.get(key)
    if (size === undefined) return undefined
    let result: ImageResult | undefined
    try {
      result = decodeResult(await readFile(join(this.dir, key)))
    } catch {
      result = undefined
    }
    if (!result || result.expiresAt <= now) {
      await this.#remove(key)
      return undefined
    }
    this.#files.delete(key)
    this.#files.set(key, size)
    return result
  }

  async set(key: string, result: ImageResult): Promise<void> {
    await this.#load()
    const data = encodeResult(result)
    if (data.byteLength > this.maxBytes / 4) return
    const temp = join(this.dir, `${key}.${randomUUID()}${TEMP_SUFFIX}`)
    try {
      await writeFile(temp, data)
      await rename(temp, join(this.dir, key))
    } catch (error) {
      await unlink(temp).catch(() => {})
      throw error
    }
    this.#forget(key)
    this.#files.set(key, data.byteLength)
    this.#bytes += data.byteLength
    await this.#prune()
  }

  async #prune() {
    for (const oldest of this.#files.keys()) {
      if (this.#bytes <= this.maxBytes) break
      await this.#remove(oldest)
    }
  }

  /** Reads the folder once: sizes and ages of the files there, leftovers of interrupted writes removed. */
  #load(): Promise<void> {
    this.#loaded ??= (async () => {
      await mkdir(this.dir, { recursive: true })
      const found: { name: string; size: number; mtime: number }[] = []
      for (const name of await readdir(this.dir)) {
        const path = join(this.dir, name)
        if (name.endsWith(TEMP_SUFFIX)) {
          await unlink(path).catch(() => {})
          continue
        }
        const info = await stat(path).catch(() => undefined)
        if (info?.isFile()) found.push({ name, size: info.size, mtime: info.mtimeMs })
      }
      found.sort((a, b) => a.mtime - b.mtime)
      for (const file of found) {
        this.#files.set(file.name, file.size)
        this.#bytes += file.size
      }
      // The budget may have been lowered since the files were written.
      await this.#prune()
    })()
    return this.#loaded
  }

  async #remove(key: string) {
    this.#forget(key)
    await unlink(join(this.dir, key)).catch(() => {})
  }

  #forget(key: string) {
    const size = this.#files.get(key)
    if (size === undefined) return
    this.#files.delete(key)
    this.#bytes -= size
  }
}
