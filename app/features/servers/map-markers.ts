import { mapPoint } from './map-projection'
import type { LocationView } from './server-view'

export type MarkerKind = 'premium' | 'free' | 'down'

/** Drawn in this order: a location that cannot be used is drawn last, so it is never hidden. */
export const MARKER_KINDS: readonly MarkerKind[] = ['premium', 'free', 'down']

export const MARKER_RADIUS = 12

export function markerKind(location: LocationView): MarkerKind {
  if (location.status !== 'online') return 'down'
  return location.free ? 'free' : 'premium'
}

/**
 * The markers of one kind as one path of circles (two arcs each): one element instead of one per
 * location, which the page would otherwise parse and hydrate dozens of times over.
 */
export function markerPath(locations: readonly LocationView[]): string {
  return locations
    .map((location) => {
      const [x, y] = mapPoint(location.longitude as number, location.latitude as number)
      const r = MARKER_RADIUS
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data
      return `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`
    })
    .join('')
}
