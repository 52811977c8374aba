import { useRouteContext } from '@tanstack/react-router'

import type { SiteInfo } from './site-info'

/** Site facts of the current render, or `undefined` when the request failed before resolving them. */
export function useOptionalSite(): SiteInfo | undefined {
  return useRouteContext({ from: '__root__', select: (ctx) => ctx.site.current })
}

/** Site facts of the current render (variant, config, app visit). */
export function useSite(): SiteInfo {
  const site = useOptionalSite()
  if (!site) throw new Error('Site information is missing')
  return site
}
