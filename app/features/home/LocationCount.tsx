import { Plural, Trans } from '@lingui/react/macro'

import type { NetworkSize } from './network-size'

/** "45 server locations in 42 countries": the home page's trust fact and the servers pages. */
export function LocationCount({ locations, countries }: NetworkSize) {
  return (
    <Trans comment="Counted from the server list; both numbers change over time">
      <Plural value={locations} one="# server location" other="# server locations" /> in{' '}
      <Plural value={countries} one="# country" other="# countries" />
    </Trans>
  )
}
