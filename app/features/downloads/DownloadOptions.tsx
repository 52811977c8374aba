import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { STORE_NAMES, type DownloadFile, type DownloadPlatform } from '../../lib/site/downloads'
import { useSite } from '../../lib/site/use-site'
import type { FileSizes } from './file-sizes'

/** The checksum's name is the same in every language. */
const HASH_NAME = 'SHA-256'

function FileDownload({ file, platform, size }: { file: DownloadFile; platform: DownloadPlatform; size?: string }) {
  const { downloadsBaseUrl } = useSite()
  const type = file.file.slice(file.file.lastIndexOf('.'))
  const { version } = file
  const name = platform.name
  return (
    <div className="download-file">
      <a className="button" href={`${downloadsBaseUrl}${file.file}`} download>
        <Trans>
          Download for {name} ({type})
        </Trans>
      </a>
      <dl className="download-file__facts">
        <div>
          <dt>
            <Trans>Version</Trans>
          </dt>
          <dd>{version}</dd>
        </div>
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>{size}</dd>
        </div>
        <div>
          <dt>{HASH_NAME}</dt>
          <dd>
            <code className="download-file__hash">{file.sha256}</code>
          </dd>
        </div>
      </dl>
    </div>
  )
}

/**
 * Every way to get Planet VPN on one platform, from the downloads manifest; `sizes` are the files'
 * sizes in the reader's language (from the route's loader: `downloadFileSizes`).
 */
export function DownloadOptions({ platform, sizes }: { platform: DownloadPlatform; sizes: FileSizes }) {
  const name = platform.name
  return (
    <div className="download-options">
      {platform.stores?.map(({ store, url }) => {
        const storeName = STORE_NAMES[store]
        return (
          <a key={store} className="button button--ghost" href={url} rel="noopener noreferrer">
            <Trans>
              Get it on {storeName}
              <span className="visually-hidden"> for {name}</span>
            </Trans>
          </a>
        )
      })}
      {platform.files?.map((file) => (
        <FileDownload key={file.file} file={file} platform={platform} size={sizes[file.file]} />
      ))}
      {platform.openvpn && (
        <p className="download-options__config">
          <Trans>
            Premium users download WireGuard and OpenVPN configuration files in the personal cabinet.{' '}
            <PageLink path="/cabinet/">Open the personal cabinet</PageLink>
          </Trans>
        </p>
      )}
    </div>
  )
}
