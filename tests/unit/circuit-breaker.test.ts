import { describe, expect, it } from 'vitest'

import { circuitBreaker } from '#app/lib/api/circuit-breaker.ts'

/** A breaker on a hand-driven clock: no waiting in the test. */
function breakerAt(coolDownMs = 3000) {
  let now = 0
  const breaker = circuitBreaker(coolDownMs, () => now)
  return { breaker, advance: (ms: number) => (now += ms) }
}

describe('account API circuit breaker', () => {
  it('lets every call through while the service answers', () => {
    const { breaker } = breakerAt()
    for (let i = 0; i < 5; i++) {
      expect(breaker.allow()).toBe(true)
      breaker.succeeded()
    }
    expect(breaker.failing).toBe(false)
  })

  it('fails fast during the cool-down after a failure', () => {
    const { breaker, advance } = breakerAt(3000)
    breaker.failed()
    expect(breaker.failing).toBe(true)
    expect(breaker.allow()).toBe(false)
    advance(2999)
    expect(breaker.allow()).toBe(false)
  })

  it('sends exactly one trial after the cool-down, and closes when it succeeds', () => {
    const { breaker, advance } = breakerAt(3000)
    breaker.failed()
    advance(3000)
    expect(breaker.allow()).toBe(true)
    // While the trial is out, the others still fail fast instead of piling up on a slow service.
    expect(breaker.allow()).toBe(false)
    breaker.succeeded()
    expect(breaker.failing).toBe(false)
    expect(breaker.allow()).toBe(true)
  })

  it('opens again for a full cool-down when the trial fails', () => {
    const { breaker, advance } = breakerAt(3000)
    breaker.failed()
    advance(5000)
    expect(breaker.allow()).toBe(true)
    breaker.failed()
    advance(2000)
    expect(breaker.allow()).toBe(false)
    advance(1000)
    expect(breaker.allow()).toBe(true)
  })

  it('closes when a call that started before the failure comes back with an answer', () => {
    const { breaker } = breakerAt()
    breaker.failed()
    breaker.succeeded()
    expect(breaker.allow()).toBe(true)
  })
})
