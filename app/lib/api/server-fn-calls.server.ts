import { AsyncLocalStorage } from 'node:async_hooks'

interface CallState {
  reached: boolean
}

const calls = new AsyncLocalStorage<CallState>()

export type TrackedCall<T> = { reached: boolean } & ({ ok: true; result: T } | { ok: false; error: unknown })

/**
 * Runs one server-function request and reports whether Start got as far as the function itself
 * (its middleware chain started), and what came out, a result or a thrown error. When the
 * function was not reached, Start could not decode the request: the id names no function, or
 * the payload is not the JSON / form data its client sends.
 */
export async function trackServerFnCall<T>(handle: () => T | Promise<T>): Promise<TrackedCall<T>> {
  const state: CallState = { reached: false }
  try {
    const result = await calls.run(state, handle)
    return { reached: state.reached, ok: true, result }
  } catch (error) {
    return { reached: state.reached, ok: false, error }
  }
}

/** Called by the first function middleware: the call was decoded and its function found. */
export function markServerFnReached(): void {
  const state = calls.getStore()
  if (state) state.reached = true
}
