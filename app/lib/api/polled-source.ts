export interface PolledOptions<T> {
  fetch: () => Promise<T>
  refreshMs: number
  /** What the log calls the data when a read fails ("Server list" → "Server list unavailable: …"). */
  name: string
  now?: () => number
  /** Starts the schedule; tests drive `refresh` themselves. */
  schedule?: (refresh: () => void, everyMs: number) => void
}

/** The last good answer, when it came, and whether the reads since then have failed. */
export interface Polled<T> {
  value: T
  at: number
  /** When the first of the failed reads since `at` happened; undefined while the last read worked. */
  failingSince?: number
}

const everyUnref = (refresh: () => void, everyMs: number) => setInterval(refresh, everyMs).unref()

/**
 * Service data the site reads on a schedule, never per request: fetched once on first use, then
 * every `refreshMs`, so no page waits for the API once an answer is known. A failed read keeps the
 * last good answer and says since when reads fail; before any answer, a read waits for the first
 * fetch and gets `undefined` if it fails (the next read tries again).
 */
export function polledSource<T>({ fetch, refreshMs, name, now = Date.now, schedule = everyUnref }: PolledOptions<T>) {
  let kept: Polled<T> | undefined
  let inFlight: Promise<void> | undefined
  let scheduled = false

  function refresh(): Promise<void> {
    inFlight ??= fetch()
      .then((value) => {
        kept = { value, at: now() }
      })
      .catch((error: unknown) => {
        console.warn(`${name} unavailable:`, error instanceof Error ? error.message : error)
        if (kept) kept.failingSince ??= now()
      })
      .finally(() => (inFlight = undefined))
    return inFlight
  }

  return {
    refresh,
    async read(): Promise<Polled<T> | undefined> {
      if (!scheduled) {
        scheduled = true
        schedule(() => void refresh(), refreshMs)
      }
      if (!kept) await refresh()
      return kept && { ...kept }
    },
  }
}
