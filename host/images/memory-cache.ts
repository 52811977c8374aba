import type { ImageResult } from './image-result.ts'

/** Bytes counted per entry besides the image: the key and the headers, roughly. */
const ENTRY_OVERHEAD = 256

/** Results in memory, least recently used first out once their bytes pass `maxBytes`. */
export class MemoryCache {
  readonly #entries = new Map<string, ImageResult>()
  #bytes = 0

  readonly maxBytes: number

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get bytes(): number {
    return this.#bytes
  }

  get(key: string, now = Date.now()): ImageResult | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#delete(key)
    if (entry.expiresAt <= now) return undefined
    // Re-inserted: the map's order is the order of last use.
    this.#entries.set(key, entry)
    this.#bytes += size(entry)
    return entry
  }

  set(key: string, entry: ImageResult): void {
    this.#delete(key)
    // One huge result would push everything else out for a single image.
    if (size(entry) > this.maxBytes / 4) return
    this.#entries.set(key, entry)
    this.#bytes += size(entry)
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break
      this.#delete(oldest)
    }
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= size(entry)
  }
}

const size = (entry: ImageResult) => entry.body.byteLength + ENTRY_OVERHEAD
