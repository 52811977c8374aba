import { Trans } from '@lingui/react/macro'

import { Icon } from '../../components/media/Icon'
import { platformById, type DetectedOs } from '../../lib/site/downloads'
import { DownloadOptions } from './DownloadOptions'
import type { FileFacts } from './file-facts'
import { platformIcon } from './platform-tiles'
import { PlatformTiles } from './PlatformTiles'

/** The visitor's own system: one large action (store, file or set-up guide), then the other ways. */
function YourSystem({ os, facts }: { os: NonNullable<DetectedOs>; facts: FileFacts }) {
  const platform = platformById(os)
  return (
    <section className="download-primary" aria-labelledby="download-primary-title">
      <div className="download-primary__head">
        <span className="download-primary__mark">
          <Icon id={platformIcon(os)} />
        </span>
        <div>
          <p className="download-primary__eyebrow">
            <Trans>your system</Trans>
          </p>
          <h2 id="download-primary-title" className="download-primary__name">
            {platform.name}
          </h2>
        </div>
      </div>
      <DownloadOptions platform={platform} facts={facts} />
    </section>
  )
}

/**
 * `/download/`: the visitor's own system first with one large action (client hints, then the user
 * agent, decided by the route's loader: `visitorOs`), then every platform as a tile linking to its page.
 */
export function DownloadHub({ os, facts }: { os: DetectedOs; facts: FileFacts }) {
  return (
    <section className="section" aria-labelledby="downloads-title">
      <div className="container download-hub">
        {os && <YourSystem os={os} facts={facts} />}
        <h2 id="downloads-title">
          <Trans comment="Heading above the list of platforms (Windows, macOS, Android …) on the download page">
            Choose your platform
          </Trans>
        </h2>
        <PlatformTiles />
      </div>
    </section>
  )
}
