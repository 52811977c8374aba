import { describe, expect, it } from 'vitest'

import { KEPT_FRESH_MS, keptAnswers } from '#app/lib/api/kept-answers.ts'

const failure = { status: 503, code: 'unavailable' }

describe('answers kept for public pages (plans per currency, server locations)', () => {
  it('asks the API once while fresh, then serves the kept plans and refreshes them in the background', async () => {
    let clock = 0
    const cached = keptAnswers<string[], typeof failure>(() => clock)
    const calls: string[] = []
    const api = (answer: string[]) => async () => {
      calls.push(answer.join())
      return [answer, null] as const
    }
    expect(await cached('EUR', api(['a']))).toEqual([['a'], null])
    clock = KEPT_FRESH_MS - 1
    expect(await cached('EUR', api(['b']))).toEqual([['a'], null])
    expect(calls).toEqual(['a'])
    clock = KEPT_FRESH_MS
    // Stale: the kept plans at once, the new ones for the next visitor.
    expect(await cached('EUR', api(['c']))).toEqual([['a'], null])
    await Promise.resolve()
    expect(await cached('EUR', api(['d']))).toEqual([['c'], null])
    expect(calls).toEqual(['a', 'c'])
  })

  it('keeps the last good plans while the API fails, and fails only for a currency never answered', async () => {
    let clock = 0
    const cached = keptAnswers<string[], typeof failure>(() => clock)
    const down = async () => [null, failure] as const
    await cached('USD', async () => [['usd'], null] as const)
    clock = 10 * KEPT_FRESH_MS
    expect(await cached('USD', down)).toEqual([['usd'], null])
    await Promise.resolve()
    expect(await cached('USD', down)).toEqual([['usd'], null])
    expect(await cached('RUB', down)).toEqual([null, failure])
    // A refresh that throws is dropped; the kept plans stay.
    expect(
      await cached('USD', async () => {
        throw new Error('socket hang up')
      }),
    ).toEqual([['usd'], null])
  })
})
