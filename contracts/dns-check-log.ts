/**
 * Which resolvers asked for which one-time test names. The name server records, the DNS leak test
 * reads. Production keeps it in the database (`dns-check-store.ts`), so any instance may answer
 * a lookup and any instance may report it; the in-memory log below serves tests.
 */
export interface DnsCheckLog {
  /** Register labels before the browser looks them up; unknown labels are not recorded. */
  expect(labels: readonly string[]): Promise<void>
  /** Remember that `resolver` asked for `label` (a one-time name under the test zone). */
  record(label: string, resolver: string): Promise<void>
  /** Resolver addresses seen for these labels, each with the number of lookups. */
  resolvers(labels: readonly string[]): Promise<{ address: string; lookups: number }[]>
}

/** How long a test's names are answered and remembered. */
export const DNS_CHECK_TTL_MS = 10 * 60_000
/** More resolvers than this for one name is not a browser's lookup: the rest are not kept. */
export const MAX_RESOLVERS_PER_LABEL = 32
const MAX_LABELS = 50_000

/** The log in process memory (tests, and a single process without a database). */
export function createDnsCheckLog(now: () => number = Date.now): DnsCheckLog {
  const entries = new Map<string, { expires: number; seen: Map<string, number> }>()
  const prune = () => {
    const time = now()
    for (const [label, entry] of entries) if (entry.expires <= time) entries.delete(label)
  }
  return {
    async expect(labels) {
      if (entries.size + labels.length > MAX_LABELS) prune()
      // Still full: the oldest go first (Map keeps insertion order).
      for (const label of entries.keys()) {
        if (entries.size + labels.length <= MAX_LABELS) break
        entries.delete(label)
      }
      for (const label of labels) entries.set(label, { expires: now() + DNS_CHECK_TTL_MS, seen: new Map() })
    },
    async record(label, resolver) {
      const entry = entries.get(label)
      if (!entry || entry.expires <= now()) return
      if (!entry.seen.has(resolver) && entry.seen.size >= MAX_RESOLVERS_PER_LABEL) return
      entry.seen.set(resolver, (entry.seen.get(resolver) ?? 0) + 1)
    },
    async resolvers(labels) {
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
