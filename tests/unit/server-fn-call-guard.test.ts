import { describe, expect, it } from 'vitest'

import { markServerFnReached, trackServerFnCall } from '#app/lib/api/server-fn-calls.server.ts'
import { isStartClientCall, undecodableCallStatus } from '#app/lib/api/server-fn-call-guard.ts'

/** Lets other queued work run, as Start's middleware chain does between steps. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('server-function calls that never reach a function', () => {
  it('reports a call whose function ran', async () => {
    const call = await trackServerFnCall(async () => {
      await tick()
      markServerFnReached()
      return 'result'
    })
    expect(call).toEqual({ reached: true, ok: true, result: 'result' })
  })

  it('reports a call Start could not decode, also when it throws', async () => {
    expect(await trackServerFnCall(async () => 'failed before the function')).toMatchObject({
      reached: false,
      ok: true,
    })
    const error = new Error('Server function info not found for x')
    expect(
      await trackServerFnCall(async () => {
        throw error
      }),
    ).toEqual({ reached: false, ok: false, error })
  })

  it('keeps concurrent requests apart', async () => {
    const [reaching, failing] = await Promise.all([
      trackServerFnCall(async () => {
        await tick()
        markServerFnReached()
      }),
      trackServerFnCall(async () => {
        await tick()
        await tick()
      }),
    ])
    expect(reaching.reached).toBe(true)
    expect(failing.reached).toBe(false)
  })

  it('ignores a mark outside any tracked request (a server function called during a page render)', () => {
    expect(() => markServerFnReached()).not.toThrow()
  })

  it('answers 404 for an unknown id, 400 for a bad payload, and keeps a module that fails to load a 5xx', () => {
    const serialized = (message: string) =>
      JSON.stringify({ t: 10, i: 0, p: { k: ['error'], v: [{ t: 25, i: 1, s: { message: { t: 1, s: message } } }] } })
    expect(undecodableCallStatus(serialized('Server function info not found for abc'))).toBe(404)
    expect(undecodableCallStatus('Server function info not found for abc')).toBe(404)
    expect(undecodableCallStatus(serialized('Seroval Error (step: 3)'))).toBe(400)
    expect(undecodableCallStatus(serialized('Unexpected end of JSON input'))).toBe(400)
    expect(undecodableCallStatus(serialized('Failed to parse body as FormData.'))).toBe(400)
    expect(undecodableCallStatus(serialized('Server function module not resolved for abc'))).toBeUndefined()
  })

  it("takes only calls marked by Start's own client", () => {
    expect(isStartClientCall(new Headers({ 'x-tsr-serverFn': 'true' }))).toBe(true)
    expect(isStartClientCall(new Headers())).toBe(false)
    expect(isStartClientCall(new Headers({ 'x-tsr-serverFn': 'false' }))).toBe(false)
    expect(isStartClientCall(new Headers({ 'x-tsr-serverFn': 'TRUE ' }))).toBe(false)
  })
})
