/**
 * A circuit breaker for one remote service. After a failure the circuit opens: callers fail at
 * once for `coolDownMs` instead of each waiting for a timeout. Then one trial call goes through
 * (half-open); its success closes the circuit, its failure opens it again. So a slow or dead
 * service costs one timeout per cool-down, not one per request, and recovery needs no restart.
 */
export interface CircuitBreaker {
  /** Whether a call may go out now; `true` in the half-open state makes this call the trial. */
  allow(): boolean
  succeeded(): void
  failed(): void
  /** Not closed: the last call failed and no call has succeeded since. */
  readonly failing: boolean
}

type State = { kind: 'closed' } | { kind: 'open'; until: number } | { kind: 'trial' }

export function circuitBreaker(coolDownMs: number, now: () => number = Date.now): CircuitBreaker {
  let state: State = { kind: 'closed' }
  return {
    allow() {
      if (state.kind === 'closed') return true
      if (state.kind === 'trial' || now() < state.until) return false
      state = { kind: 'trial' }
      return true
    },
    succeeded() {
      state = { kind: 'closed' }
    },
    failed() {
      state = { kind: 'open', until: now() + coolDownMs }
    },
    get failing() {
      return state.kind !== 'closed'
    },
  }
}
