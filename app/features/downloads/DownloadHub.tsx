import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { platformsFor } from '../../lib/site/downloads'
import { isPublished } from '../../lib/site/public-pages'
import { DownloadOptions } from './DownloadOptions'
import { useDetectedOs } from './use-detected-os'

/** `/download/`: the visitor's own system first (client hints, then the user agent), then every platform. */
export function DownloadHub() {
  const os = useDetectedOs()
  return (
    <section className="section" aria-labelledby="downloads-title">
      <div className="container">
        <h2 id="downloads-title">
          <Trans>Choose your platform</Trans>
        </h2>
        <ul className="download-list">
          {platformsFor(os).map((platform) => {
            const name = platform.name
            return (
              <li
                key={platform.id}
                className={
                  platform.id === os ? 'download-list__item download-list__item--current' : 'download-list__item'
                }
              >
                <h3 className="download-list__name">
                  {isPublished(platform.page) ? <PageLink path={platform.page}>{name}</PageLink> : name}
                </h3>
                {platform.id === os && (
                  <span className="badge">
                    <Trans>your system</Trans>
                  </span>
                )}
                <DownloadOptions platform={platform} />
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
