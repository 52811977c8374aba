// Deterministic randomness for bench/http-fuzz.mjs: every request gets its own generator seeded
// from the run's seed and the request's index, so any single request can be replayed alone
// (`FUZZ_SEED=… FUZZ_ONLY=<index>`) without generating the ones before it.

/** A 32-bit integer hash (from MurmurHash3's finaliser): spreads nearby seeds far apart. */
export function mix32(value) {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** mulberry32: small, fast and good enough to pick fuzz cases (not for anything secret). */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The generator for request `index` of a run with `seed`. */
export function requestRandom(seed, index) {
  const next = mulberry32(mix32(seed ^ mix32(index + 0x9e3779b9)))
  const int = (n) => Math.floor(next() * n)
  const r = {
    next,
    int,
    /** An integer in [min, max]. */
    between: (min, max) => min + int(max - min + 1),
    chance: (p) => next() < p,
    pick: (items) => items[int(items.length)],
    /** Picks from `[[weight, value], …]`. */
    weighted(entries) {
      const total = entries.reduce((sum, [weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [weight, value] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      return entries[entries.length - 1][1]
    },
    bytes(n) {
      const out = Buffer.allocUnsafe(n)
      for (let i = 0; i < n; i++) out[i] = int(256)
      return out
    },
    string(n, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789') {
      let out = ''
      for (let i = 0; i < n; i++) out += alphabet[int(alphabet.length)]
      return out
    },
    hex: (n) => r.string(n, '0123456789abcdef'),
    digits: (n) => r.string(n, '0123456789'),
  }
  return r
}
