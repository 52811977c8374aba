import { Trans } from '@lingui/react/macro'

import { PlatformList } from './PlatformList'

/** `/download/`: the visitor's own system first (client hints, then the user agent), then every platform. */
export function DownloadHub() {
  return (
    <section className="section" aria-labelledby="downloads-title">
      <div className="container">
        <h2 id="downloads-title">
          <Trans>Choose your platform</Trans>
        </h2>
        <PlatformList />
      </div>
    </section>
  )
}
