import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'

import type { StatusComponent } from '#contracts/status-terms.ts'
import { PageLink } from '../../components/links/PageLink'
import type { ComponentState } from './status-model'
import { type ComponentView, DAY_CODES, type IncidentView, type StatusView } from './status-view'

const COMPONENT_NAMES: Record<StatusComponent, MessageDescriptor> = {
  website: msg({ message: 'Website', comment: 'Status page: this website (pages, downloads, tools)' }),
  account: msg({
    message: 'Accounts',
    comment: 'Status page: the account service (logging in, signing up, the personal cabinet)',
  }),
  payments: msg({
    message: 'Payments',
    context: 'service status',
    comment: 'Status page: ordering and paying for Premium',
  }),
  vpn: msg({ message: 'VPN network', comment: 'Status page: the VPN servers people connect to' }),
}

const STATE_NAMES: Record<ComponentState, MessageDescriptor> = {
  operational: msg({ message: 'Operational', comment: 'Status page: state of a service that works normally' }),
  maintenance: msg({
    message: 'Maintenance',
    context: 'service status',
    comment: 'Status page: state of a service during planned work',
  }),
  degraded: msg({
    message: 'Degraded',
    comment: 'Status page: state of a service that is slower than usual or partly failing',
  }),
  outage: msg({ message: 'Outage', comment: 'Status page: state of a service that does not work' }),
}

const STATE_BADGES: Record<ComponentState, string> = {
  operational: 'badge--ok',
  maintenance: 'badge--info',
  degraded: 'badge--warn',
  outage: 'badge--danger',
}

function StateBadge({ state }: { state: ComponentState }) {
  const { i18n } = useLingui()
  return <span className={`badge ${STATE_BADGES[state]}`}>{i18n._(STATE_NAMES[state])}</span>
}

function Summary({ view }: { view: StatusView }) {
  return (
    <p className={`status-summary status-summary--${view.overall}`} role="status">
      {view.overall === 'operational' ? (
        <Trans comment="Status page: the headline when nothing is wrong">All systems operational</Trans>
      ) : view.overall === 'maintenance' ? (
        <Trans comment="Status page: the headline during planned work">Planned maintenance in progress</Trans>
      ) : view.overall === 'degraded' ? (
        <Trans comment="Status page: the headline when something is slow or partly failing">
          Some services are slower than usual or partly failing
        </Trans>
      ) : (
        <Trans comment="Status page: the headline when something does not work">Some services are down</Trans>
      )}
    </p>
  )
}

const DAY_STATES = Object.entries(DAY_CODES) as [ComponentState, string][]

/** The 90 days as bars, one path per state (four elements, not ninety). */
function DayBars({ days }: { days: string }) {
  const troubled = [...days].filter((code) => code !== DAY_CODES.operational).length
  const { t } = useLingui()
  return (
    <svg
      className="status-days"
      viewBox={`0 0 ${days.length * 4 - 1} 20`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t({
        message: `Days with an incident in the last 90 days: ${troubled}`,
        comment: 'Status page: description of the bar chart of the last 90 days; the value is a number',
      })}
    >
      {DAY_STATES.map(([state, code]) => {
        let path = ''
        for (let day = 0; day < days.length; day++) if (days[day] === code) path += `M${day * 4} 0h3v20h-3z`
        return path && <path key={state} className={`status-days__${state}`} d={path} />
      })}
    </svg>
  )
}

function ComponentRow({ component, view }: { component: ComponentView; view: StatusView }) {
  const { i18n } = useLingui()
  const since = view.unreachableSinceText
  const share = component.availabilityText
  return (
    <li className="status-component">
      <div className="status-component__head">
        <h3 className="status-component__name">{i18n._(COMPONENT_NAMES[component.id])}</h3>
        <StateBadge state={component.state} />
      </div>
      {component.id === 'account' && !view.accountReachable && (
        <p className="notice notice--warning" role="note">
          {since ? (
            <Trans comment="Status page; the value is a date and time">
              The website cannot reach the account service since {since}. Logging in, signing up and orders fail until
              it is back; the VPN apps and downloads work as usual.
            </Trans>
          ) : (
            <Trans comment="Status page">
              The website cannot reach the account service at the moment. Logging in, signing up and orders fail until
              it is back; the VPN apps and downloads work as usual.
            </Trans>
          )}
        </p>
      )}
      {component.days && (
        <div className="status-component__history">
          <DayBars days={component.days} />
          <p className="status-component__scale">
            <span>
              <Trans comment="Status page: left end of the 90-day bar chart">90 days ago</Trans>
            </span>
            <span>
              <Trans comment="Status page: share of time a service was up; the value is a percentage like 99.98 %">
                {share} available
              </Trans>
            </span>
            <span>
              <Trans comment="Status page: right end of the 90-day bar chart">Today</Trans>
            </span>
          </p>
        </div>
      )}
    </li>
  )
}

function Locations({ locations }: { locations: NonNullable<StatusView['locations']> }) {
  const groups = [
    { key: 'offline', cities: locations.offline },
    { key: 'maintenance', cities: locations.maintenance },
    { key: 'online', cities: locations.online },
  ] as const
  return (
    <section className="status-locations" aria-labelledby="status-locations">
      <h2 id="status-locations">
        <Trans comment="Status page: heading of the state of each VPN server location">VPN locations</Trans>
      </h2>
      {groups.map(({ key, cities }) => {
        const count = cities.length
        return (
          count > 0 && (
            <div key={key} className={`status-locations__group status-locations__group--${key}`}>
              <h3>
                {key === 'online' ? (
                  <Plural
                    value={count}
                    one="# location online"
                    other="# locations online"
                    comment="Status page: heading over the names of the VPN locations that work"
                  />
                ) : key === 'maintenance' ? (
                  <Plural
                    value={count}
                    one="# location in maintenance"
                    other="# locations in maintenance"
                    comment="Status page: heading over the names of VPN locations closed for planned work"
                  />
                ) : (
                  <Plural
                    value={count}
                    one="# location offline"
                    other="# locations offline"
                    comment="Status page: heading over the names of VPN locations that cannot be reached"
                  />
                )}
              </h3>
              <ul className="status-cities">
                {cities.map((city) => (
                  <li key={city}>{city}</li>
                ))}
              </ul>
            </div>
          )
        )
      })}
      <p>
        <PageLink path="/servers/">
          <Trans comment="Status page: link to the servers page">Every location with its country and load</Trans>
        </PageLink>
      </p>
    </section>
  )
}

function IncidentItem({ incident }: { incident: IncidentView }) {
  const { i18n } = useLingui()
  const time = incident.timeText
  return (
    <li className="status-incident">
      <p className="status-incident__head">
        <strong>{i18n._(COMPONENT_NAMES[incident.component])}</strong> <StateBadge state={incident.impact} />{' '}
        {incident.ongoing && (
          <span className="badge badge--accent">
            <Trans comment="Status page: label of an incident that is not over">Ongoing</Trans>
          </span>
        )}
      </p>
      <p className="status-incident__time">
        <time dateTime={incident.startedAt}>
          {incident.ongoing ? (
            <Trans comment="Status page: when an ongoing incident began; the value is a date and time">
              Since {time}
            </Trans>
          ) : (
            time
          )}
        </time>
      </p>
      <p className="status-incident__summary" lang={incident.summaryLang ?? undefined}>
        {incident.summary}
      </p>
    </li>
  )
}

/**
 * The service's state: a headline, each part with its state and its last 90 days, each VPN
 * location by state, and the incidents. Renders whatever the API's state: when it cannot be
 * reached the page says so rather than failing.
 */
export function StatusBoard({ view }: { view: StatusView | undefined }) {
  return (
    <section className="container status" aria-labelledby="status-title">
      <h2 id="status-title">
        <Trans comment="Status page: heading of the state of each service">Current state</Trans>
      </h2>
      {view ? (
        <CurrentState view={view} />
      ) : (
        <p className="notice" role="note">
          <Trans comment="Status page, when the browser cannot load it">
            The service status cannot be loaded at the moment. Please load the page again in a minute.
          </Trans>
        </p>
      )}
    </section>
  )
}

function CurrentState({ view }: { view: StatusView }) {
  const checked = view.checkedText
  return (
    <>
      <Summary view={view} />
      <p className="status__checked">
        <Trans comment="Status page: when the states were checked; the value is a date and time">
          Checked <time dateTime={view.checkedAt}>{checked}</time>
        </Trans>
      </p>
      <ul className="status-components">
        {view.components.map((component) => (
          <ComponentRow key={component.id} component={component} view={view} />
        ))}
      </ul>
      {view.locations && <Locations locations={view.locations} />}
      <section className="status-incidents" aria-labelledby="status-incidents">
        <h2 id="status-incidents">
          <Trans comment="Status page: heading of the list of past and current incidents">
            Incidents in the last 90 days
          </Trans>
        </h2>
        {view.incidents === null ? (
          <p className="notice" role="note">
            <Trans comment="Status page">
              The incident history cannot be loaded while the account service is unreachable.
            </Trans>
          </p>
        ) : view.incidents.length === 0 ? (
          <p>
            <Trans comment="Status page">No incidents in the last 90 days.</Trans>
          </p>
        ) : (
          <ol className="status-incident-list">
            {view.incidents.map((incident) => (
              <IncidentItem key={incident.id} incident={incident} />
            ))}
          </ol>
        )}
      </section>
    </>
  )
}
