import { HANG_MS } from '../../faults/support/http.ts'

/** One kind of request of the steady load, and the statuses that count as a success. */
export interface LoadKind {
  name: string
  url: string
  init?: () => RequestInit
  ok: (status: number) => boolean
}

export interface LoadResult {
  kind: string
  /** What the test was doing when the request started. */
  phase: string
  started: number
  ended: number
  status: number
  error?: string
}

/**
 * A steady stream of requests from a few concurrent "visitors" (keep-alive connections, as a
 * browser's), each request read to its end. The kinds can change while it runs.
 */
export class Load {
  readonly results: LoadResult[] = []
  kinds: LoadKind[]
  phase = 'start'
  private running = false
  private workers: Promise<void>[] = []
  private next = 0

  constructor(kinds: LoadKind[]) {
    this.kinds = kinds
  }

  start(concurrency: number) {
    this.running = true
    this.workers = Array.from({ length: concurrency }, () => this.work())
  }

  async stop() {
    this.running = false
    await Promise.all(this.workers)
  }

  private async work() {
    while (this.running) {
      const kind = this.kinds[this.next++ % this.kinds.length]!
      const started = performance.now()
      const phase = this.phase
      try {
        const response = await fetch(kind.url, {
          redirect: 'manual',
          ...kind.init?.(),
          signal: AbortSignal.timeout(HANG_MS),
        })
        await response.arrayBuffer()
        this.results.push({
          kind: kind.name,
          phase,
          started,
          ended: performance.now(),
          status: response.status,
          ...(kind.ok(response.status) ? {} : { error: `status ${response.status}` }),
        })
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code
        this.results.push({
          kind: kind.name,
          phase,
          started,
          ended: performance.now(),
          status: 0,
          error: `${(error as Error).message}${cause ? ` (${cause})` : ''}`,
        })
      }
    }
  }

  /** Requests that started in [from, to) and failed. */
  failures(from = 0, to = Infinity): LoadResult[] {
    return this.results.filter((r) => r.error && r.started >= from && r.started < to)
  }

  count(from = 0, to = Infinity): number {
    return this.results.filter((r) => r.started >= from && r.started < to).length
  }

  /** Waits until `n` more requests have ended (the load really runs across what the test does). */
  async more(n: number) {
    const target = this.results.length + n
    while (this.results.length < target) await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A failure list short enough for an assertion message. */
export const describeFailures = (failures: LoadResult[]) =>
  failures
    .slice(0, 10)
    .map((f) => `${f.phase}: ${f.kind}: ${f.error}`)
    .join('\n')
