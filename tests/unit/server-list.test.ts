import { readFileSync } from 'node:fs'

import { geoEqualEarthRaw, geoProjection } from 'd3-geo'
import { describe, expect, it, vi } from 'vitest'

import type { NodePools } from '#contracts/catalog.ts'
import { freeCitiesByCountry } from '#app/features/free-locations/free-locations-rules.ts'
import { networkSize } from '#app/features/home/network-size.ts'
import { markerKind, markerPath } from '#app/features/servers/map-markers.ts'
import { equalEarthRaw, MAP_HEIGHT, MAP_SCALE, MAP_TRANSLATE, mapPoint } from '#app/features/servers/map-projection.ts'
import { freeSubset, serverList } from '#app/features/servers/server-list.ts'
import { regionOf } from '#app/features/servers/country-regions.ts'
import { locationsFromPools, serverListSource } from '#app/features/servers/server-list-source.ts'
import { serverView } from '#app/features/servers/server-view.ts'
import { filterLocations, groupByRegion, NO_FILTER } from '#app/features/servers/server-regions.ts'
import { foldForSearch } from '#app/lib/i18n/fold-for-search.ts'
import { drawWorldLand, WORLD_LAND_FILE } from '../../scripts/draw-world-map.ts'

const node = (
  id: number,
  city: string,
  tier: 'free' | 'premium',
  more: Partial<NodePools[0]['locations'][0]> = {},
) => ({
  id,
  city,
  tier,
  latitude: 50,
  longitude: 8,
  load: null,
  status: 'online' as const,
  ...more,
})

const POOLS: NodePools = [
  {
    country_code: 'DE',
    locations: [
      node(1, 'Frankfurt', 'free', { load: 30 }),
      node(2, 'Frankfurt', 'premium', { load: 55, latitude: null, longitude: null }),
      node(3, 'Berlin', 'premium', { status: 'maintenance' }),
    ],
  },
  { country_code: 'BR', locations: [node(4, 'São Paulo', 'premium', { load: 12 })] },
  { country_code: 'JP', locations: [node(5, 'Tokyo', 'premium', { status: 'offline' }), node(6, 'Tokyo', 'free', {})] },
  { country_code: 'XX', locations: [] },
]

describe('the server list from the API', () => {
  const locations = locationsFromPools(POOLS)

  it('is one entry per city, by country code then city; free when any server there is free', () => {
    expect(locations.map((l) => [l.countryCode, l.city, l.free])).toEqual([
      ['BR', 'São Paulo', false],
      ['DE', 'Berlin', false],
      ['DE', 'Frankfurt', true],
      ['JP', 'Tokyo', true],
    ])
  })

  it('shows a city with the busier server’s load, online when any server there is, and a known place', () => {
    const frankfurt = locations.find((l) => l.city === 'Frankfurt')!
    expect(frankfurt).toMatchObject({ load: 55, status: 'online', latitude: 50, longitude: 8 })
    expect(locations.find((l) => l.city === 'Tokyo')).toMatchObject({ status: 'online', load: null })
    expect(locations.find((l) => l.city === 'Berlin')).toMatchObject({ status: 'maintenance' })
  })

  it('counts countries and locations (the home page’s trust fact), and the free subset on its own', () => {
    const list = serverList(locations, new Date('2026-11-29T12:00:00Z'), false)
    expect(list).toMatchObject({ updatedAt: '2026-11-29T12:00:00.000Z', countryCount: 3, locationCount: 4 })
    expect(networkSize(list)).toEqual({ countries: 3, locations: 4 })
    const free = freeSubset(list)
    expect(free.locations.map((l) => l.city)).toEqual(['Frankfurt', 'Tokyo'])
    expect(free).toMatchObject({ countryCount: 2, locationCount: 2, updatedAt: list.updatedAt })
    expect(freeCitiesByCountry(list)).toEqual([
      { countryCode: 'DE', cities: ['Frankfurt'] },
      { countryCode: 'JP', cities: ['Tokyo'] },
    ])
  })
})

describe('searching and filtering the list in the browser', () => {
  const list = serverList(locationsFromPools(POOLS), new Date(0), false)
  const view = (locale: 'de' | 'ja') => serverView(list, locale).locations
  const cities = (filter: Partial<typeof NO_FILTER>, locale: 'de' | 'ja' = 'de') =>
    filterLocations(view(locale), { ...NO_FILTER, ...filter }).map((l) => l.city)

  it('keeps everything without a filter, in the order of the country names in the page language', () => {
    expect(cities({})).toEqual(['São Paulo', 'Berlin', 'Frankfurt', 'Tokyo'])
    expect(serverView(list, 'de').countries).toEqual([
      { code: 'BR', name: 'Brasilien' },
      { code: 'DE', name: 'Deutschland' },
      { code: 'JP', name: 'Japan' },
    ])
  })

  it('finds cities and countries without accents or case, in the page language and in English', () => {
    expect(cities({ query: 'sao' })).toEqual(['São Paulo'])
    expect(cities({ query: '  FRANK ' })).toEqual(['Frankfurt'])
    expect(cities({ query: 'deutsch' })).toEqual(['Berlin', 'Frankfurt'])
    expect(cities({ query: 'germany berl' })).toEqual(['Berlin'])
    expect(cities({ query: '日本' }, 'ja')).toEqual(['Tokyo'])
    expect(cities({ query: 'japan' }, 'ja')).toEqual(['Tokyo'])
    expect(cities({ query: 'jp' })).toEqual(['Tokyo'])
    expect(cities({ query: 'atlantis' })).toEqual([])
  })

  it('combines the free-only switch, the country and the search', () => {
    expect(cities({ freeOnly: true })).toEqual(['Frankfurt', 'Tokyo'])
    expect(cities({ country: 'DE' })).toEqual(['Berlin', 'Frankfurt'])
    expect(cities({ country: 'DE', freeOnly: true })).toEqual(['Frankfurt'])
    expect(cities({ country: 'DE', query: 'tokyo' })).toEqual([])
  })

  it('formats the load and the time in the page language, made once by the loader', () => {
    const de = serverView(list, 'de')
    expect(de.locations.find((l) => l.city === 'Frankfurt')?.loadText).toBe(
      new Intl.NumberFormat('de', { style: 'percent' }).format(0.55),
    )
    expect(de.locations.find((l) => l.city === 'Tokyo')?.loadText).toBeNull()
    expect(de.updatedText).toContain('UTC')
  })

  it('folds accents and case for any script', () => {
    expect(foldForSearch('Zürich ÅLESUND')).toBe('zurich alesund')
    expect(foldForSearch('İstanbul')).toBe('istanbul')
    expect(foldForSearch('ıstanbul')).toBe('istanbul')
    expect(foldForSearch('Đà Nẵng')).toBe('đa nang')
  })

  it('groups by region in a fixed order, leaving empty regions out; unknown codes go last', () => {
    expect(regionOf('TR')).toBe('europe')
    expect(regionOf('IL')).toBe('middle-east-africa')
    expect(regionOf('AU')).toBe('asia-pacific')
    expect(regionOf('US')).toBe('americas')
    expect(regionOf('QQ')).toBe('other')
    const locations = locationsFromPools(POOLS)
    expect(locations.map((l) => l.region)).toEqual(['americas', 'europe', 'europe', 'asia-pacific'])
    const withUnknown = [...locations, { ...locations[0]!, countryCode: 'QQ', region: regionOf('QQ'), city: 'Nowhere' }]
    expect(groupByRegion(withUnknown).map((g) => [g.region, g.locations.map((l) => l.city)])).toEqual([
      ['europe', ['Berlin', 'Frankfurt']],
      ['americas', ['São Paulo']],
      ['asia-pacific', ['Tokyo']],
      ['other', ['Nowhere']],
    ])
  })
})

describe('the map', () => {
  it('places markers exactly where d3-geo’s Equal Earth projection draws the land', () => {
    const d3 = geoProjection(geoEqualEarthRaw).scale(MAP_SCALE).translate(MAP_TRANSLATE)
    for (const [longitude, latitude] of [
      [0, 0],
      [8.68, 50.11],
      [-74.01, 40.71],
      [151.21, -33.87],
      [179.9, 84],
      [-179.9, -57],
    ] as const) {
      const [x, y] = mapPoint(longitude, latitude)
      const [dx, dy] = d3([longitude, latitude])!
      expect(x).toBeCloseTo(dx, 6)
      expect(y).toBeCloseTo(dy, 6)
    }
    expect(equalEarthRaw(0.3, -0.7)).toEqual(geoEqualEarthRaw(0.3, -0.7))
  })

  it('keeps the inhabited latitudes inside the picture: 84° N at the top, 57° S at the bottom', () => {
    expect(mapPoint(0, 84)[1]).toBeCloseTo(0, 6)
    expect(mapPoint(0, -57)[1]).toBeCloseTo(MAP_HEIGHT, 0)
    expect(mapPoint(-180, 0)[0]).toBeCloseTo(0, 6)
    expect(mapPoint(180, 0)[0]).toBeCloseTo(1000, 6)
  })

  it('draws each kind of marker as one path: a circle of radius 12 per location, centred on its place', () => {
    const views = serverView(serverList(locationsFromPools(POOLS), new Date(0), false), 'en').locations
    expect(views.map((l) => [l.city, markerKind(l)])).toEqual([
      ['São Paulo', 'premium'],
      ['Berlin', 'down'],
      ['Frankfurt', 'free'],
      ['Tokyo', 'free'],
    ])
    const [x, y] = mapPoint(8, 50)
    const circle = `M${(x - 12).toFixed(1)} ${y.toFixed(1)}a12 12 0 1 0 24 0a12 12 0 1 0 -24 0z`
    const berlin = views.filter((l) => l.city === 'Berlin')
    expect(markerPath(berlin)).toBe(circle)
    expect(markerPath(views).match(/M/g)).toHaveLength(4)
    expect(markerPath([])).toBe('')
  })

  it('has its land drawn with the current projection (npm run map:draw)', () => {
    expect(readFileSync(WORLD_LAND_FILE, 'utf8')).toBe(drawWorldLand())
  })
})

describe('keeping the list fresh without making a request wait', () => {
  function setup() {
    let clock = 0
    let answer: () => Promise<NodePools> = async () => POOLS
    const fetchPools = vi.fn(() => answer())
    let tick = () => {}
    const source = serverListSource({
      fetchPools,
      refreshMs: 60_000,
      now: () => clock,
      schedule: (refresh) => (tick = refresh),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    return {
      source,
      fetchPools,
      advance: async (ms: number) => {
        clock += ms
        tick()
        await Promise.resolve()
        await new Promise((resolve) => setImmediate(resolve))
      },
      answer: (next: () => Promise<NodePools>) => (answer = next),
    }
  }

  it('fetches once on first use, then only on its schedule, however many reads', async () => {
    const { source, fetchPools, advance } = setup()
    expect((await source.read())?.locationCount).toBe(4)
    await source.read()
    await source.read()
    expect(fetchPools).toHaveBeenCalledTimes(1)
    await advance(60_000)
    expect(fetchPools).toHaveBeenCalledTimes(2)
  })

  it('shows a location added to the API after the next refresh', async () => {
    const { source, advance, answer } = setup()
    expect((await source.read())?.locations.map((l) => l.city)).not.toContain('Oslo')
    answer(async () => [...POOLS, { country_code: 'NO', locations: [node(7, 'Oslo', 'premium')] }])
    await advance(60_000)
    const list = await source.read()
    expect(list?.locations.map((l) => l.city)).toContain('Oslo')
    expect(list?.updatedAt).toBe(new Date(60_000).toISOString())
  })

  it('keeps the last good list while the API fails, and says it is stale after three missed refreshes', async () => {
    const { source, advance, answer } = setup()
    await source.read()
    answer(() => Promise.reject(new Error('down')))
    await advance(60_000)
    expect(await source.read()).toMatchObject({ locationCount: 4, stale: false, updatedAt: new Date(0).toISOString() })
    await advance(60_000)
    await advance(60_000)
    await advance(1)
    expect(await source.read()).toMatchObject({ locationCount: 4, stale: true })
    answer(async () => POOLS)
    await advance(60_000)
    expect(await source.read()).toMatchObject({ stale: false })
  })

  it('before any answer a failed fetch gives no list, and the next read asks again', async () => {
    const { source, fetchPools, answer } = setup()
    answer(() => Promise.reject(new Error('down')))
    expect(await source.read()).toBeUndefined()
    answer(async () => POOLS)
    expect((await source.read())?.locationCount).toBe(4)
    expect(fetchPools).toHaveBeenCalledTimes(2)
  })
})
