import { useRouter } from '@tanstack/react-router'
import { useRef, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'

/** The router's default wait before a hovered link preloads its page (`defaultPreloadDelay`). */
const INTENT_DELAY_MS = 50

/** A same-origin page link the router can open: not a new tab, a download or another site. */
function pageLink(target: EventTarget): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a') : null
  if (!link || link.target || link.hasAttribute('download')) return undefined
  const href = link.getAttribute('href') ?? ''
  return href.startsWith('/') && !href.startsWith('//') ? link : undefined
}

/**
 * Client navigation and preloading on intent for a whole list of plain `<a href>` links, with one
 * set of handlers on their container, as `<Link>` gives each link. For long link lists (the
 * footer's site map: 65 links on every page), one router `<Link>` per link cost a noticeable
 * part of the hydration time, which Lighthouse counts as blocking time (decision 013).
 */
export function useLinkDelegation() {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const preload = (link: HTMLAnchorElement | undefined, delay: number) => {
    clearTimeout(timer.current)
    if (!link) return
    const href = link.getAttribute('href') as string
    timer.current = setTimeout(() => void router.preloadRoute({ to: href }).catch(() => undefined), delay)
  }

  return {
    onClick(event: MouseEvent<HTMLElement>) {
      const link = pageLink(event.target)
      if (!link || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      void router.navigate({ href: link.getAttribute('href') as string })
    },
    onMouseOver: (event: MouseEvent<HTMLElement>) => preload(pageLink(event.target), INTENT_DELAY_MS),
    onMouseOut: () => clearTimeout(timer.current),
    onFocus: (event: FocusEvent<HTMLElement>) => preload(pageLink(event.target), INTENT_DELAY_MS),
    onTouchStart: (event: TouchEvent<HTMLElement>) => preload(pageLink(event.target), 0),
  }
}
