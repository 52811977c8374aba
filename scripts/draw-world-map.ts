// Draws the land of the server map (app/features/servers/world-land.svg) from Natural Earth's
// 1:110m land (world-atlas) with the map's own projection. Run after changing the projection:
//   npm run map:draw
// tests/unit/server-map.test.ts fails while the committed file differs from what this draws.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { geoPath, geoProjection } from 'd3-geo'
import type { MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

import {
  equalEarthRaw,
  MAP_HEIGHT,
  MAP_SCALE,
  MAP_TRANSLATE,
  MAP_WIDTH,
} from '../app/features/servers/map-projection.ts'

export const WORLD_LAND_FILE = fileURLToPath(new URL('../app/features/servers/world-land.svg', import.meta.url))

/** Antarctica and the islands near it lie under the map's southern edge. */
const SOUTHERN_EDGE = -58

export function drawWorldLand(): string {
  const topology = JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('world-atlas/land-110m.json')), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>
  const land = feature(topology, topology.objects.land)
  const polygons = land.features.flatMap((f) => {
    const geometry = f.geometry as Polygon | MultiPolygon
    return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  })
  const kept: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: polygons.filter((rings) => rings[0]!.some(([, latitude]) => latitude! > SOUTHERN_EDGE)),
  }
  const projection = geoProjection(equalEarthRaw).scale(MAP_SCALE).translate(MAP_TRANSLATE)
  const d = geoPath(projection.precision(0.5)).digits(0)(kept) ?? ''
  // A grey-blue at 40 %: light on the light theme's white, dark on the dark theme's navy.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><path fill="#8090a8" fill-opacity=".4" d="${d}"/></svg>\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WORLD_LAND_FILE, drawWorldLand())
  console.log(`wrote ${WORLD_LAND_FILE}`)
}
