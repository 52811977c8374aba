import { useCallback, useEffect, useRef, useState } from 'react'

/** One piece of browser-side work the page runs (a leak test, an address check, a list to load). */
export interface Task<T> {
  data: T | undefined
  /** A run is under way. */
  isRunning: boolean
  /** The last run failed (after its retries). */
  isError: boolean
  run: () => void
}

export interface TaskOptions {
  /** Start once after the component mounted (in the browser, so the server HTML is the same for all). */
  runOnMount?: boolean
  /** Keep showing the last result while a new run is under way. */
  keepData?: boolean
  /** Extra attempts after a failure. */
  retries?: number
}

interface TaskState<T> {
  data: T | undefined
  isRunning: boolean
  isError: boolean
}

/**
 * The little that the public tools used from TanStack Query's `useQuery`/`useMutation`: run,
 * pending, result, failure. Query itself stays out of the public pages' JavaScript (decision 011).
 * Only the latest run may set the result: an older one that answers late is ignored.
 */
export function useTask<T>(
  work: () => Promise<T>,
  { runOnMount = false, keepData = false, retries = 0 }: TaskOptions = {},
): Task<T> {
  const [state, setState] = useState<TaskState<T>>({ data: undefined, isRunning: false, isError: false })
  const latest = useRef(0)
  const workRef = useRef(work)
  useEffect(() => {
    workRef.current = work
  })
  const run = useCallback(() => {
    const id = ++latest.current
    setState((previous) => ({ data: keepData ? previous.data : undefined, isRunning: true, isError: false }))
    const attempt = async (left: number): Promise<T> => {
      try {
        return await workRef.current()
      } catch (error) {
        if (left > 0) return attempt(left - 1)
        throw error
      }
    }
    attempt(retries).then(
      (data) => id === latest.current && setState({ data, isRunning: false, isError: false }),
      () => id === latest.current && setState((previous) => ({ ...previous, isRunning: false, isError: true })),
    )
  }, [keepData, retries])
  useEffect(() => {
    // Starts browser-only work after hydration (the server HTML shows the idle state to everyone).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the run's state is that work's state
    if (runOnMount) run()
  }, [runOnMount, run])
  return { ...state, run }
}
