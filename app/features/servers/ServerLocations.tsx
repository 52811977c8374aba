import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { LocationView, ServerView } from './server-view'
import { filterLocations, groupByRegion, NO_FILTER, type Region, type ServerFilter } from './server-regions'
import { ServerMap } from './ServerMap'

const REGION_NAMES: Record<Region, MessageDescriptor> = {
  europe: msg({ message: 'Europe', comment: 'Heading of a group of server locations by world region' }),
  americas: msg({ message: 'Americas', comment: 'Heading of a group of server locations: North and South America' }),
  'asia-pacific': msg({ message: 'Asia Pacific', comment: 'Heading of a group of server locations by world region' }),
  'middle-east-africa': msg({
    message: 'Middle East and Africa',
    comment: 'Heading of a group of server locations by world region',
  }),
  other: msg({ message: 'Other locations', comment: 'Heading of server locations outside the named world regions' }),
}

/** The words every row may show, read from the catalog once per list rather than once per row. */
interface RowWords {
  free: string
  maintenance: string
  offline: string
  load: (percent: string) => string
}

function useRowWords(): RowWords {
  const { t } = useLingui()
  return {
    free: t({ message: 'Free', comment: 'Label of a server location that everyone may use without paying' }),
    maintenance: t({
      message: 'Maintenance',
      comment: 'State of a server location: temporarily closed for work on it',
    }),
    offline: t({ message: 'Offline', comment: 'State of a server location: not reachable' }),
    load: (percent) => t({ message: `Load ${percent}`, comment: 'How busy a server is; the value is a percentage' }),
  }
}

function loadOrState(location: LocationView, words: RowWords) {
  if (location.status !== 'online') {
    const down = location.status === 'maintenance'
    return (
      <span className={`badge ${down ? 'badge--warn' : 'badge--danger'} server__state`}>
        {down ? words.maintenance : words.offline}
      </span>
    )
  }
  if (location.load === null || location.loadText === null) return null
  // The figure beside the meter is the attribute's, drawn by servers.css: one element fewer per
  // row, and a screen reader hears the meter's label alone.
  return (
    <span className="server__load" data-percent={location.loadText}>
      <meter
        min={0}
        max={100}
        low={60}
        high={85}
        optimum={0}
        value={location.load}
        aria-label={words.load(location.loadText)}
      />
    </span>
  )
}

/**
 * One row: a plain function, not a component, and flat on purpose (a grid of five cells, no
 * wrappers): the full list is most of this page's elements, and each element or component costs
 * style, layout and hydration time on a phone.
 */
function locationRow(location: LocationView, words: RowWords) {
  return (
    <li key={`${location.countryCode} ${location.city}`} className={location.free ? 'server server--free' : 'server'}>
      <img
        className="server__flag"
        src={`/flags/${location.countryCode.toLowerCase()}.webp`}
        alt=""
        width={24}
        height={18}
        loading="lazy"
        decoding="async"
      />
      <span className="server__city">{location.city}</span>
      <span className="server__country">{location.countryName}</span>
      {location.free && <span className="badge badge--ok server__free">{words.free}</span>}
      {loadOrState(location, words)}
    </li>
  )
}

function Filters({
  filter,
  onChange,
  countries,
  showFreeOnly,
}: {
  filter: ServerFilter
  onChange: (filter: ServerFilter) => void
  countries: { code: string; name: string }[]
  showFreeOnly: boolean
}) {
  const id = useId()
  const { t } = useLingui()
  return (
    <form className="servers__filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-query`}>
          <Trans comment="Label of the field that searches the server list">Search locations</Trans>
        </label>
        <input
          id={`${id}-query`}
          type="search"
          value={filter.query}
          placeholder={t({ message: 'City or country', comment: 'Placeholder of the server search field' })}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-country`}>
          <Trans comment="Label of the list that limits the server list to one country">Country</Trans>
        </label>
        <select
          id={`${id}-country`}
          value={filter.country}
          onChange={(event) => onChange({ ...filter, country: event.target.value })}
        >
          <option value="">
            <Trans comment="First choice of the country list: no limit">All countries</Trans>
          </option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {showFreeOnly && (
        <label className="checkbox servers__free-only">
          <input
            type="checkbox"
            checked={filter.freeOnly}
            onChange={(event) => onChange({ ...filter, freeOnly: event.target.checked })}
          />
          <Trans comment="Checkbox: show only the server locations usable without paying">Free locations only</Trans>
        </label>
      )}
    </form>
  )
}

/** A shorter list (the free locations) is read at a glance: no search or filters. */
const FILTERS_FROM = 10

export interface ServerLocationsProps {
  /** The loader's view of the list (server-view.ts); undefined when the API has never answered. */
  list: ServerView | undefined
  /** The free-servers page lists the free locations only, so it offers no such filter. */
  freeOnly?: boolean
}

/**
 * The live server list: counts, a map, and every location by region, with a search and filters
 * that work in the browser on the list the page already has (no request per keystroke).
 */
export function ServerLocations({ list, freeOnly = false }: ServerLocationsProps) {
  const { i18n } = useLingui()
  const [filter, setFilter] = useState<ServerFilter>(NO_FILTER)
  const deferred = useDeferredValue(filter)
  const shown = useMemo(() => filterLocations(list?.locations ?? [], deferred), [list, deferred])
  const words = useRowWords()
  const body = useRef<HTMLDivElement>(null)
  // The flags (servers.css) wait until the page works: dozens of little pictures would otherwise
  // share a slow connection with the page's style sheet and code. Set on the element, not through
  // state, so that the page's largest part is not rendered a second time right after hydration.
  useEffect(() => body.current?.setAttribute('data-flags', ''), [])

  if (!list) {
    return (
      <section className="container servers" aria-labelledby="servers-title">
        <h2 id="servers-title">
          <Trans comment="Heading of the live list of VPN server locations">Server locations</Trans>
        </h2>
        <p className="notice" role="note">
          <Trans>The live server list cannot be loaded at the moment. Please look again in a few minutes.</Trans>
        </p>
      </section>
    )
  }
  const updated = list.updatedText
  // Named as in the home page's message, so both are one message with one translation.
  const { locationCount: locations, countryCount: countries } = list
  return (
    <section className="container servers" aria-labelledby="servers-title">
      <h2 id="servers-title">
        <Trans comment="Heading of the live list of VPN server locations">Server locations</Trans>
      </h2>
      <p className="servers__facts">
        {/* The same message as the home page's trust fact (LocationCount.tsx): written here again
            because a component both import would be one more file on the home page. */}
        <Trans comment="Counted from the server list; both numbers change over time">
          <Plural value={locations} one="# server location" other="# server locations" /> in{' '}
          <Plural value={countries} one="# country" other="# countries" />
        </Trans>{' '}
        <span className="servers__updated">
          <Trans comment="When the server list and its load figures were last received; the value is a date and time">
            Updated <time dateTime={list.updatedAt}>{updated}</time>
          </Trans>
        </span>
      </p>
      {list.stale && (
        <p className="notice notice--warning" role="note">
          <Trans comment="The value is a date and time">
            The server list cannot be refreshed at the moment. This is the list as of {updated}.
          </Trans>
        </p>
      )}
      {/* The map comes after the list: beside it on a wide screen, under it on a phone, whose first
          screens are for the search and the list (and which then paints its first screen with text). */}
      <div className="servers__body" ref={body}>
        <div className="servers__main">
          {list.locations.length >= FILTERS_FROM && (
            <Filters filter={filter} onChange={setFilter} countries={list.countries} showFreeOnly={!freeOnly} />
          )}
          <p className="servers__count" role="status" hidden={list.locations.length < FILTERS_FROM}>
            {shown.length === 0 ? (
              <Trans>No location matches your search.</Trans>
            ) : (
              <Plural
                value={shown.length}
                one="# location shown"
                other="# locations shown"
                comment="How many server locations the search and filters leave in the list"
              />
            )}
          </p>
          {groupByRegion(shown).map(({ region, locations: inRegion }) => (
            <section key={region} className="servers__region" aria-labelledby={`servers-${region}`}>
              <h3 id={`servers-${region}`}>{i18n._(REGION_NAMES[region])}</h3>
              <ul className="servers__list">{inRegion.map((location) => locationRow(location, words))}</ul>
            </section>
          ))}
        </div>
        <ServerMap locations={list.locations} />
      </div>
    </section>
  )
}
