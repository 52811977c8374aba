import { describe, expect, it, vi } from 'vitest'

import type { Incident } from '#contracts/status.ts'
import { polledSource } from '#app/lib/api/polled-source.ts'
import { serverList, type ServerLocation } from '#app/features/servers/server-list.ts'
import { availability, dailyStates, incidentState, networkState } from '#app/features/status/status-model.ts'
import { statusView } from '#app/features/status/status-view.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-11-29T12:00:00Z')
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()

let nextId = 1
const incident = (more: Partial<Incident>): Incident => ({
  id: nextId++,
  component: 'vpn',
  impact: 'degraded',
  summary: { en: 'Slow in Frankfurt.' },
  started_at: at(-2 * 3_600_000),
  resolved_at: null,
  ...more,
})

const location = (city: string, status: ServerLocation['status']): ServerLocation => ({
  countryCode: 'DE',
  region: 'europe',
  city,
  free: false,
  load: 10,
  status,
  latitude: null,
  longitude: null,
})

describe('component states', () => {
  it('take the worst open incident of the component; resolved and future ones do not count', () => {
    const incidents = [
      incident({ impact: 'maintenance' }),
      incident({ impact: 'outage', resolved_at: at(-60_000) }),
      incident({ impact: 'outage', started_at: at(3_600_000) }),
      incident({ component: 'payments', impact: 'outage' }),
    ]
    expect(incidentState(incidents, 'vpn', NOW)).toBe('maintenance')
    expect(incidentState([...incidents, incident({ impact: 'degraded' })], 'vpn', NOW)).toBe('degraded')
    expect(incidentState(incidents, 'payments', NOW)).toBe('outage')
    expect(incidentState(incidents, 'website', NOW)).toBe('operational')
    // Resolved in the future: still going on.
    expect(incidentState([incident({ resolved_at: at(60_000) })], 'vpn', NOW)).toBe('degraded')
  })

  it('read the network from its locations: offline ones degrade it, all offline or none is an outage', () => {
    expect(networkState([location('Berlin', 'online'), location('Paris', 'online')])).toBe('operational')
    expect(networkState([location('Berlin', 'online'), location('Paris', 'maintenance')])).toBe('maintenance')
    expect(networkState([location('Berlin', 'maintenance'), location('Paris', 'offline')])).toBe('degraded')
    expect(networkState([location('Paris', 'offline')])).toBe('outage')
    expect(networkState([])).toBe('outage')
  })
})

describe('the 90 days', () => {
  it('mark each UTC day an incident touched with its worst impact, today last', () => {
    const days = dailyStates(
      [
        // Yesterday 23:30 to today 00:30: both days.
        incident({ started_at: '2026-11-28T23:30:00Z', resolved_at: '2026-11-29T00:30:00Z' }),
        incident({ impact: 'outage', started_at: '2026-11-29T01:00:00Z', resolved_at: '2026-11-29T01:10:00Z' }),
        // Ended exactly at midnight: only its own day.
        incident({ impact: 'maintenance', started_at: '2026-11-20T22:00:00Z', resolved_at: '2026-11-21T00:00:00Z' }),
        // Began before the window: only the days inside it.
        incident({ impact: 'maintenance', started_at: at(-200 * DAY), resolved_at: at(-89 * DAY) }),
        incident({ component: 'payments', impact: 'outage' }),
      ],
      'vpn',
      NOW,
      90,
    )
    expect(days).toHaveLength(90)
    expect(days[89]).toBe('outage')
    expect(days[88]).toBe('degraded')
    expect(days[80]).toBe('maintenance')
    expect(days[81]).toBe('operational')
    expect(days.slice(0, 2)).toEqual(['maintenance', 'operational'])
    expect(days.filter((day) => day !== 'operational')).toHaveLength(4)
  })

  it('count only outages as downtime, overlapping ones once', () => {
    const hour = 3_600_000
    const incidents = [
      incident({ impact: 'outage', started_at: at(-10 * hour), resolved_at: at(-8 * hour) }),
      incident({ impact: 'outage', started_at: at(-9 * hour), resolved_at: at(-7 * hour) }),
      incident({ impact: 'degraded', started_at: at(-30 * hour), resolved_at: at(-20 * hour) }),
      // Still open: down until now.
      incident({ impact: 'outage', started_at: at(-1 * hour) }),
    ]
    expect(availability(incidents, 'vpn', NOW, 90)).toBeCloseTo(1 - (4 * hour) / (90 * DAY), 10)
    expect(availability([], 'vpn', NOW, 90)).toBe(1)
  })
})

describe('the status view', () => {
  const servers = serverList([location('Berlin', 'online'), location('Paris', 'offline')], new Date(NOW), false)

  it('states each component, the fallback language of a summary and the time of an incident', () => {
    const view = statusView(
      {
        checkedAt: at(0),
        accountReachable: true,
        unreachableSince: null,
        incidents: [
          incident({
            component: 'payments',
            impact: 'maintenance',
            summary: { en: 'Planned work.', de: 'Geplante Arbeit.' },
          }),
          incident({
            component: 'account',
            impact: 'outage',
            started_at: '2026-11-20T10:00:00Z',
            resolved_at: '2026-11-20T10:45:00Z',
          }),
        ],
      },
      servers,
      'de',
    )
    expect(Object.fromEntries(view.components.map((component) => [component.id, component.state]))).toEqual({
      website: 'operational',
      account: 'operational',
      payments: 'maintenance',
      vpn: 'degraded',
    })
    expect(view.overall).toBe('degraded')
    expect(view.locations).toEqual({ online: ['Berlin'], maintenance: [], offline: ['Paris'] })
    const [planned, past] = view.incidents!
    expect(planned).toMatchObject({ summary: 'Geplante Arbeit.', summaryLang: null, ongoing: true })
    expect(past).toMatchObject({ summaryLang: 'en', ongoing: false })
    expect(past!.timeText).toMatch(/20\. Nov\. 2026.*10:00.*10:45.*UTC/)
    const account = view.components.find((component) => component.id === 'account')!
    expect(account.days).toHaveLength(90)
    expect(account.days![80]).toBe('x')
    expect(account.availabilityText).toMatch(/^99,9\d\s%$/)
  })

  it('says all is operational when no incident is open and every location is online', () => {
    const view = statusView(
      {
        checkedAt: at(0),
        accountReachable: true,
        unreachableSince: null,
        incidents: [incident({ resolved_at: at(-60_000) })],
      },
      serverList([location('Berlin', 'online')], new Date(NOW), false),
      'en',
    )
    expect(view.overall).toBe('operational')
    expect(view.components.every((component) => component.state === 'operational')).toBe(true)
    expect(view.components.find((component) => component.id === 'vpn')!.days!.at(-1)).toBe('d')
    expect(view.components.find((component) => component.id === 'website')!.availabilityText).toBe('100%')
  })

  it('says the account service and payments are down while the API cannot be reached, without its history', () => {
    const view = statusView(
      { checkedAt: at(0), accountReachable: false, unreachableSince: null, incidents: null },
      undefined,
      'en',
    )
    expect(view.components.map((component) => [component.id, component.state, component.days])).toEqual([
      ['website', 'operational', null],
      ['account', 'outage', null],
      ['payments', 'outage', null],
      ['vpn', 'operational', null],
    ])
    expect(view.overall).toBe('outage')
    expect(view.incidents).toBeNull()
    expect(view.locations).toBeNull()
  })
})

describe('a polled source', () => {
  it('keeps the last good answer when a read fails, says since when, and forgets that once one works', async () => {
    let clock = 1000
    const fetch = vi.fn<() => Promise<string>>().mockResolvedValueOnce('first')
    const source = polledSource({ fetch, refreshMs: 60_000, name: 'test', now: () => clock, schedule: () => {} })
    expect(await source.read()).toEqual({ value: 'first', at: 1000 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetch.mockRejectedValue(new Error('down'))
    clock = 61_000
    await source.refresh()
    clock = 121_000
    await source.refresh()
    expect(await source.read()).toEqual({ value: 'first', at: 1000, failingSince: 61_000 })
    fetch.mockResolvedValueOnce('second')
    await source.refresh()
    expect(await source.read()).toEqual({ value: 'second', at: 121_000 })
  })

  it('answers undefined until the first read works, and tries again on the next read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up')
    const source = polledSource({ fetch, refreshMs: 60_000, name: 'test', schedule: () => {} })
    expect(await source.read()).toBeUndefined()
    expect((await source.read())?.value).toBe('up')
  })
})
