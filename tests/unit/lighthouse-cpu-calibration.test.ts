import { describe, expect, it } from 'vitest'

import { cpuSlowdown, hostSlowdown, mainThreadWait, PRESET_SLOWDOWN } from '../../bench/lib/cpu-calibration.ts'

/** A complete trace event (`ph: 'X'`) in microseconds, as Chromium writes them. */
const task = (tid: number, dur: number, tdur?: number, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid: 1,
  tid,
  ts: 0,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
})
const parse = (tid: number) => ({ name: 'ParseHTML', ph: 'X', pid: 1, tid, ts: 0, dur: 500, tdur: 500 })

describe('mainThreadWait', () => {
  it('is wall time over CPU time of the tasks of the thread that parsed the document', () => {
    const events = [parse(7), task(7, 45_000, 15_000), task(7, 20_000, 10_000)]
    expect(mainThreadWait(events)).toBeCloseTo(65 / 25)
  })

  it('leaves out other threads, tasks under 1 ms, tasks without thread time and nested events', () => {
    const events = [
      parse(7),
      task(7, 10_000, 10_000),
      task(8, 90_000, 1_000), // a worker
      task(7, 900, 100), // under 1 ms
      task(7, 30_000), // no thread time recorded
      task(7, 30_000, 1_000, 'FunctionCall'), // inside a task, not a task
    ]
    expect(mainThreadWait(events)).toBe(1)
  })

  it('is never below 1, and 1 when there is nothing to measure', () => {
    expect(mainThreadWait([parse(7), task(7, 10_000, 12_000)])).toBe(1)
    expect(mainThreadWait([task(7, 10_000, 1_000)])).toBe(1)
    expect(mainThreadWait([parse(7)])).toBe(1)
  })
})

describe('hostSlowdown', () => {
  it("follows Lighthouse's calculator: 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×", () => {
    expect(hostSlowdown(1533)).toBeCloseTo(4, 2)
    expect(hostSlowdown(1300)).toBe(3)
    expect(hostSlowdown(1050)).toBe(2.5)
    expect(hostSlowdown(800)).toBe(2)
    expect(hostSlowdown(475)).toBe(1.5)
    expect(hostSlowdown(150)).toBe(1)
  })

  it("is never above the preset's 4× nor below 1×", () => {
    expect(PRESET_SLOWDOWN).toBe(4)
    expect(hostSlowdown(2900)).toBe(4)
    expect(hostSlowdown(50)).toBe(1)
  })
})

describe('cpuSlowdown', () => {
  it('applies the host slowdown to CPU time: divided by the wait', () => {
    expect(cpuSlowdown(2900, 1)).toBe(4)
    expect(cpuSlowdown(2900, 2)).toBe(2)
    expect(cpuSlowdown(1300, 2)).toBe(1.5)
  })

  it('never simulates a CPU faster than the host, and a wait under 1 counts as none', () => {
    expect(cpuSlowdown(1300, 6)).toBe(1)
    expect(cpuSlowdown(2900, 0.5)).toBe(4)
  })
})
