export interface TokenBucketOptions {
  /** Tokens a key starts with and can save up. */
  burst: number
  /** Tokens added per second. */
  perSecond: number
  /** Keys kept; beyond it the least recently used goes (and starts full when it comes back). */
  maxKeys?: number
  /** Milliseconds; injectable so tests move time without waiting. */
  now?: () => number
}

/**
 * Token buckets per key, in this process's memory. That is enough for what they guard, this
 * process's CPU: another instance has its own CPU and its own buckets.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>()
  readonly #options: Required<TokenBucketOptions>

  constructor(options: TokenBucketOptions) {
    this.#options = { maxKeys: 10_000, now: () => performance.now(), ...options }
  }

  /** Takes a token for `key`: 0 when there was one, else the whole seconds until there is one. */
  take(key: string): number {
    const { burst, perSecond, maxKeys, now } = this.#options
    const at = now()
    const bucket = this.#buckets.get(key) ?? { tokens: burst, at }
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond)
    bucket.at = at
    // Re-inserted: the map's order is the order of last use.
    this.#buckets.delete(key)
    this.#buckets.set(key, bucket)
    if (this.#buckets.size > maxKeys) this.#buckets.delete(this.#buckets.keys().next().value!)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond))
  }
}
