/** Spec 9: a route preload waits while 4 are running. */
export const MAX_PARALLEL_PRELOADS = 4
/** Spec 9: prefetch is scheduled 1 s after start... */
export const PREFETCH_DELAY_MS = 1000
/** ...and the idle-callback fallback waits 1 ms and offers a 50 ms budget. */
export const IDLE_FALLBACK_DELAY_MS = 1
export const IDLE_FALLBACK_BUDGET_MS = 50

/** Wraps an async function so that at most `limit` calls run at once; the rest queue in order. */
export function limitConcurrency<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  limit: number,
): ((...args: A) => Promise<R>) & { running: () => number } {
  let running = 0
  const queue: (() => void)[] = []
  const next = () => {
    if (running >= limit) return
    const start = queue.shift()
    start?.()
  }
  const limited = (...args: A) =>
    new Promise<R>((resolve, reject) => {
      queue.push(() => {
        running += 1
        fn(...args)
          .then(resolve, reject)
          .finally(() => {
            running -= 1
            next()
          })
      })
      next()
    })
  return Object.assign(limited, { running: () => running })
}

interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/** No prefetching on `slow-2g` or with data saver on. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  return connection.effectiveType !== 'slow-2g' && connection.saveData !== true
}

type IdleDeadlineLike = { didTimeout: boolean; timeRemaining: () => number }

/** `requestIdleCallback`, or a 1 ms timeout offering a 50 ms budget where the browser has none. */
export function onIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  win: { requestIdleCallback?: (cb: (deadline: IdleDeadlineLike) => void) => number } = globalThis,
): void {
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(callback)
    return
  }
  setTimeout(() => {
    const start = Date.now()
    callback({ didTimeout: false, timeRemaining: () => Math.max(0, IDLE_FALLBACK_BUDGET_MS - (Date.now() - start)) })
  }, IDLE_FALLBACK_DELAY_MS)
}
