import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'

import { detectOs, type DetectedOs } from '../../lib/site/detect-os'

/** The request headers the system is read from (the response varies by them). */
const VARY_HEADERS = 'Sec-CH-UA-Platform, User-Agent'

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } }

/**
 * The visitor's system for the download page, decided where the page is rendered: from the
 * request's `Sec-CH-UA-Platform` client hint, then its User-Agent, on the server; from the same
 * facts in the browser on client-side navigations. Deciding it in the server render (instead of
 * after hydration) means the list never reorders under the visitor's eyes (no layout shift, bench:cls).
 * The response says it varies by these headers, so caches keep one render per system.
 */
export const visitorOs = createIsomorphicFn()
  .server((): DetectedOs => {
    setResponseHeader('vary', VARY_HEADERS)
    return detectOs(getRequestHeader('user-agent') ?? '', getRequestHeader('sec-ch-ua-platform'))
  })
  .client((): DetectedOs => detectOs(navigator.userAgent, (navigator as NavigatorWithHints).userAgentData?.platform))
