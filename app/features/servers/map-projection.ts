/**
 * The server map's projection: Equal Earth (Šavrič, Patterson and Jenny, 2018), as d3-geo's
 * `geoEqualEarthRaw`, scaled to a MAP_WIDTH-wide picture cropped to the inhabited latitudes. The
 * land shape is drawn once by `npm run map:draw` (scripts/draw-world-map.ts) with this function;
 * the markers are placed with it at render time, so the page needs no map code.
 */
const A1 = 1.340264
const A2 = -0.081106
const A3 = 0.000893
const A4 = 0.003796
const M = Math.sqrt(3) / 2

/** Longitude and latitude in radians to the projection's plane (unit scale, y up). */
export function equalEarthRaw(lambda: number, phi: number): [number, number] {
  const l = Math.asin(M * Math.sin(phi))
  const l2 = l * l
  const l6 = l2 * l2 * l2
  return [
    (lambda * Math.cos(l)) / (M * (A1 + 3 * A2 * l2 + l6 * (7 * A3 + 9 * A4 * l2))),
    l * (A1 + A2 * l2 + l6 * (A3 + A4 * l2)),
  ]
}

const radians = Math.PI / 180
export const MAP_WIDTH = 1000
const NORTH = 84
const SOUTH = -57

export const MAP_SCALE = MAP_WIDTH / (2 * equalEarthRaw(Math.PI, 0)[0])
export const MAP_TRANSLATE: [number, number] = [MAP_WIDTH / 2, MAP_SCALE * equalEarthRaw(0, NORTH * radians)[1]]
export const MAP_HEIGHT = Math.round(MAP_TRANSLATE[1] - MAP_SCALE * equalEarthRaw(0, SOUTH * radians)[1])

/** A place (degrees) on the map picture, as d3's projection with MAP_SCALE and MAP_TRANSLATE puts it. */
export function mapPoint(longitude: number, latitude: number): [number, number] {
  const [x, y] = equalEarthRaw(longitude * radians, latitude * radians)
  return [MAP_TRANSLATE[0] + MAP_SCALE * x, MAP_TRANSLATE[1] - MAP_SCALE * y]
}
