import { platformById, type PlatformId } from '../../lib/site/downloads'
import { DownloadOptions } from './DownloadOptions'
import type { FileFacts } from './file-facts'

/** The download block of one platform page (`/windows/`, `/chrome/`, …), placed under the page's introduction. */
export function PlatformDownload({ id, facts }: { id: PlatformId; facts: FileFacts }) {
  const platform = platformById(id)
  return (
    <section className="section section--tight" aria-label={platform.name}>
      <div className="container">
        <DownloadOptions platform={platform} facts={facts} onOwnPage />
      </div>
    </section>
  )
}
