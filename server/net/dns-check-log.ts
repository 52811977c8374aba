/**
 * Which resolvers asked for which one-time test names. The DNS server writes, the site's server
 * function reads; both run in one process but in different module graphs (the server script and the
 * SSR bundle), so the log lives on `globalThis` under a registered symbol.
 */
export interface DnsCheckLog {
  /** Remember that `resolver` asked for `label` (a one-time name under the test zone). */
  record(label: string, resolver: string): void
  /** Register labels before the browser looks them up; unknown labels are not recorded. */
  expect(labels: readonly string[]): void
  /** Resolver addresses seen for these labels, each with the number of lookups. */
  resolvers(labels: readonly string[]): { address: string; lookups: number }[]
}

const KEY = Symbol.for('planet-vpn.dns-check-log')
const TTL_MS = 10 * 60_000
const MAX_LABELS = 50_000

function createLog(now: () => number): DnsCheckLog {
  const entries = new Map<string, { expires: number; seen: Map<string, number> }>()
  const prune = () => {
    const time = now()
    for (const [label, entry] of entries) if (entry.expires <= time) entries.delete(label)
  }
  return {
    expect(labels) {
      if (entries.size + labels.length > MAX_LABELS) prune()
      // Still full: the oldest go first (Map keeps insertion order).
      for (const label of entries.keys()) {
        if (entries.size + labels.length <= MAX_LABELS) break
        entries.delete(label)
      }
      for (const label of labels) entries.set(label, { expires: now() + TTL_MS, seen: new Map() })
    },
    record(label, resolver) {
      const entry = entries.get(label)
      if (!entry || entry.expires <= now() || entry.seen.size >= 32) return
      entry.seen.set(resolver, (entry.seen.get(resolver) ?? 0) + 1)
    },
    resolvers(labels) {
      const total = new Map<string, number>()
      for (const label of labels) {
        const entry = entries.get(label)
        if (!entry || entry.expires <= now()) continue
        for (const [address, count] of entry.seen) total.set(address, (total.get(address) ?? 0) + count)
      }
      return [...total].map(([address, lookups]) => ({ address, lookups }))
    },
  }
}

export function dnsCheckLog(now: () => number = Date.now): DnsCheckLog {
  const registry = globalThis as { [KEY]?: DnsCheckLog }
  registry[KEY] ??= createLog(now)
  return registry[KEY]
}

/** A fresh log for tests. */
export const createDnsCheckLog = createLog
