import { platformById, type PlatformId } from '../../lib/site/downloads'
import { DownloadOptions } from './DownloadOptions'

/** The download block of one platform page (`/windows/`, `/chrome/`, …), placed under the page's introduction. */
export function PlatformDownload({ id }: { id: PlatformId }) {
  const platform = platformById(id)
  return (
    <section className="section section--tight" aria-label={platform.name}>
      <div className="container">
        <DownloadOptions platform={platform} />
      </div>
    </section>
  )
}
