import { useSyncExternalStore } from 'react'

import { detectOs, type DetectedOs } from '../../lib/site/detect-os'

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } }

const noSubscribe = () => () => undefined

/** The visitor's system, read in the browser (the server render offers every platform equally). */
export function useDetectedOs(): DetectedOs {
  return useSyncExternalStore(
    noSubscribe,
    () => detectOs(navigator.userAgent, (navigator as NavigatorWithHints).userAgentData?.platform),
    () => undefined,
  )
}
