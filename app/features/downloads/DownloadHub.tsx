import { Trans } from '@lingui/react/macro'

import type { DetectedOs } from '../../lib/site/downloads'
import type { FileSizes } from './file-sizes'
import { PlatformList } from './PlatformList'

/**
 * `/download/`: the visitor's own system first (client hints, then the user agent, decided by the
 * route's loader: `visitorOs`), then every platform.
 */
export function DownloadHub({ os, sizes }: { os: DetectedOs; sizes: FileSizes }) {
  return (
    <section className="section" aria-labelledby="downloads-title">
      <div className="container">
        <h2 id="downloads-title">
          <Trans>Choose your platform</Trans>
        </h2>
        <PlatformList os={os} sizes={sizes} />
      </div>
    </section>
  )
}
