/**
 * At most `maxActive` tasks at once, at most `maxQueued` waiting for a turn; beyond that a task is
 * refused instead of queued, so a burst costs a bounded amount of waiting and memory.
 */
export class TransformQueue {
  #active = 0
  readonly #waiting: (() => void)[] = []

  readonly maxActive: number
  readonly maxQueued: number

  constructor(maxActive: number, maxQueued: number) {
    this.maxActive = maxActive
    this.maxQueued = maxQueued
  }

  get active(): number {
    return this.#active
  }

  get queued(): number {
    return this.#waiting.length
  }

  /** Whether a task would be refused now. */
  get full(): boolean {
    return this.#active >= this.maxActive && this.#waiting.length >= this.maxQueued
  }

  /** Runs `task` in its turn; undefined, without running it, when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> | undefined {
    if (this.full) return undefined
    return this.#runInTurn(task)
  }

  async #runInTurn<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next one: `#active` counts it throughout.
    if (this.#active < this.maxActive) this.#active++
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#active--
    }
  }
}
