import { Trans, useLingui } from '@lingui/react/macro'

import { MARKER_KINDS, markerKind, markerPath } from './map-markers'
import { MAP_HEIGHT, MAP_WIDTH } from './map-projection'
import worldLand from './world-land.svg?url'
import type { LocationView } from './server-view'

/**
 * Every location with a known place as a marker on the world's land (a static picture drawn by
 * scripts/draw-world-map.ts, translucent so it suits both themes). No map code and no tiles: the
 * markers are circles placed at render time, one path per kind of marker.
 */
export function ServerMap({ locations }: { locations: readonly LocationView[] }) {
  const { t } = useLingui()
  const placed = locations.filter((location) => location.latitude !== null && location.longitude !== null)
  const anyFree = placed.some((location) => location.free)
  const anyPremiumOnly = placed.some((location) => !location.free)
  return (
    <figure className="server-map">
      <div className="server-map__picture">
        <img src={worldLand} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} loading="lazy" decoding="async" />
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="img"
          aria-label={t({
            message: 'World map with a marker for each server location',
            comment: 'Description of the map picture for screen readers; the list below names every location',
          })}
        >
          {MARKER_KINDS.map((kind) => {
            const d = markerPath(placed.filter((location) => markerKind(location) === kind))
            return d ? <path key={kind} className={`server-map__marker server-map__marker--${kind}`} d={d} /> : null
          })}
        </svg>
      </div>
      <figcaption className="server-map__legend">
        {anyFree && (
          <span className="server-map__key server-map__key--free">
            <Trans comment="Map legend: markers of locations everyone may use">Free and Premium</Trans>
          </span>
        )}
        {anyPremiumOnly && (
          <span className="server-map__key">
            <Trans comment="Map legend: markers of locations for subscribers only">Premium</Trans>
          </span>
        )}
      </figcaption>
    </figure>
  )
}
