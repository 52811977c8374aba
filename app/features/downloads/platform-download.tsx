import { msg } from '@lingui/core/macro'

import { platformById, type PlatformId } from '../../lib/site/downloads'
import { DownloadOptions } from './DownloadOptions'

/** The download block of one platform page (`/windows/`, `/chrome/`, …), placed under the page's introduction. */
export function platformDownload(id: PlatformId) {
  const platform = platformById(id)
  return function PlatformDownload() {
    return (
      <section className="section section--tight" aria-label={platform.name}>
        <div className="container">
          <DownloadOptions platform={platform} />
        </div>
      </section>
    )
  }
}

/** Platform pages sit under the download page in the breadcrumbs. */
export const DOWNLOAD_PARENT = { path: '/download/', name: msg`Download` }
