import { platformById, type PlatformId } from '../../lib/site/downloads'
import { DownloadOptions } from './DownloadOptions'
import type { FileSizes } from './file-sizes'

/** The download block of one platform page (`/windows/`, `/chrome/`, …), placed under the page's introduction. */
export function PlatformDownload({ id, sizes }: { id: PlatformId; sizes: FileSizes }) {
  const platform = platformById(id)
  return (
    <section className="section section--tight" aria-label={platform.name}>
      <div className="container">
        <DownloadOptions platform={platform} sizes={sizes} onOwnPage />
      </div>
    </section>
  )
}
