import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { platformsFor } from '../../lib/site/downloads'
import { isPublished } from '../../lib/site/public-pages'
import { DownloadOptions } from './DownloadOptions'
import { useDetectedOs } from './use-detected-os'

/** Every platform of the downloads manifest, the visitor's own system first and marked. */
export function PlatformList() {
  const os = useDetectedOs()
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
            <DownloadOptions platform={platform} />
          </li>
        )
      })}
    </ul>
  )
}
