import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * The page overlays (popup, cookie banner, chat) once the page runs in the browser: their code is
 * loaded after hydration (initial JavaScript budget, bench:js). Loaded in an effect rather than with `lazy`, so no
 * Suspense boundary and its reveal timers stand between the module and the banner.
 */
export function usePageOverlays(enabled: boolean): ReactNode {
  const [overlays, setOverlays] = useState<{ Component: ComponentType }>()
  useEffect(() => {
    if (!enabled) return
    let current = true
    import('./PageOverlays').then(
      (module) => current && setOverlays({ Component: module.default }),
      // A failed chunk reloads the page once (chunk-reload.ts); otherwise the page goes on without.
      (error: unknown) => console.warn('Could not load the page overlays:', error),
    )
    return () => {
      current = false
    }
  }, [enabled])
  return enabled && overlays ? createElement(overlays.Component) : null
}
