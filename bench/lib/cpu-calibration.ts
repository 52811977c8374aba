/**
 * How the Lighthouse budget (bench/lighthouse.mjs, decision 023) keeps Lighthouse's phone the same
 * phone on a shared 2-core machine. Lighthouse simulates the phone by multiplying the wall time of
 * the page's main-thread tasks by 4, which stands for its phone when the page had a quiet host of
 * CPU benchmark index ≈ 1,533 or faster to itself. Two things here break that assumption, and each
 * is measured in the run itself and printed:
 * - the host is slower than that (`hostSlowdown`), which Lighthouse's CPU-throttling guide corrects
 *   by calibrating the multiplier to the benchmark index;
 * - the page's main thread waited for a CPU (`mainThreadWait`): the browser's other processes, the
 *   trace and the screenshots compete with it on two cores, and every task took 2–3 times its CPU
 *   time (a style pass: 45 ms of wall time for 15 ms of CPU), all of which Lighthouse would
 *   multiply as if it were the page's work.
 */

/** Lighthouse's slowdown for its mobile preset. */
export const PRESET_SLOWDOWN = 4

/**
 * The slowdown for a host of this benchmark index, as Lighthouse's CPU-throttling guide calibrates
 * it (docs/throttling.md, "Calibrating multipliers", and its calculator: 1,533 → 4×, 1,300 → 3×,
 * 800 → 2×, 150 → 1×), never above the preset: a fast host is not judged more strictly than by
 * Lighthouse itself, nor more leniently.
 */
export function hostSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return Math.min(PRESET_SLOWDOWN, 3 + (benchmarkIndex - 1300) / 233)
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
}

/**
 * How much longer the page's main-thread tasks took than the CPU time they used (wall time over
 * thread time, at least 1). The main thread is the one that parsed the document; tasks under 1 ms
 * are left out (their timing is mostly overhead).
 */
export function mainThreadWait(traceEvents: TraceEvent[]): number {
  const parse = traceEvents.find((event) => event.name === 'ParseHTML')
  if (!parse) return 1
  let wall = 0
  let thread = 0
  for (const event of traceEvents) {
    if (event.pid !== parse.pid || event.tid !== parse.tid) continue
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.tdur == null || (event.dur ?? 0) < 1000) continue
    wall += event.dur ?? 0
    thread += event.tdur
  }
  return thread > 0 ? Math.max(1, wall / thread) : 1
}

/**
 * The multiplier for the audits: the host's calibrated slowdown, applied to the CPU time the page
 * used rather than to its wall time; never below 1 (the phone is never faster than this host).
 */
export const cpuSlowdown = (benchmarkIndex: number, wait: number): number =>
  Math.max(1, hostSlowdown(benchmarkIndex) / Math.max(1, wait))
