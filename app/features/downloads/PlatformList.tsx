import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { platformsFor, type DetectedOs } from '../../lib/site/downloads'
import { isPublished } from '../../lib/site/public-pages'
import { DownloadOptions } from './DownloadOptions'
import type { FileFacts } from './file-facts'

/** Every platform of the downloads manifest, the visitor's own system (`os`) first and marked. */
export function PlatformList({ os, facts }: { os: DetectedOs; facts: FileFacts }) {
  return (
    <ul className="download-list">
      {platformsFor(os).map((platform) => {
        const current = platform.id === os
        return (
          <li key={platform.id} className={`download-list__item${current ? ' download-list__item--current' : ''}`}>
            <h3 className="download-list__name">
              {isPublished(platform.page) ? <PageLink path={platform.page}>{platform.name}</PageLink> : platform.name}
            </h3>
            {current && (
              <span className="badge">
                <Trans>your system</Trans>
              </span>
            )}
            <DownloadOptions platform={platform} facts={facts} />
          </li>
        )
      })}
    </ul>
  )
}
