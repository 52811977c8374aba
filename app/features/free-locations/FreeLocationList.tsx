import { Trans } from '@lingui/react/macro'

import { useTask } from '../../lib/async/use-task'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { fetchPublicData } from '../../lib/api/public-data'
import type { ServerList } from '../servers/server-list'
import { freeCitiesByCountry } from './free-locations-rules'

async function loadFreeCities() {
  const list = await fetchPublicData<ServerList>('servers', {})
  if (!list) throw new Error('server list unavailable')
  return freeCitiesByCountry(list)
}

/** The free locations by country, fetched when the modal opens (loaded lazily by `FreeLocations`). */
export default function FreeLocationList() {
  const locale = useLocale()
  const query = useTask(loadFreeCities, { runOnMount: true, retries: 1 })
  if (!query.data && !query.isError) {
    return (
      <p role="status">
        <Trans>Loading the free locations…</Trans>
      </p>
    )
  }
  if (!query.data) {
    return (
      <div role="alert">
        <p>
          <Trans>The list of free locations could not be loaded. Please try again in a moment.</Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={query.run}>
          <Trans comment="Button: loads the list of free server locations again after it failed">Try again</Trans>
        </button>
      </div>
    )
  }
  const regions = new Intl.DisplayNames([bcp47(locale)], { type: 'region' })
  return (
    <ul className="free-locations__list">
      {query.data.map((pool) => (
        <li key={pool.countryCode}>
          <strong>{regions.of(pool.countryCode) ?? pool.countryCode}</strong>
          <span className="free-locations__cities">{pool.cities.join(', ')}</span>
        </li>
      ))}
    </ul>
  )
}
