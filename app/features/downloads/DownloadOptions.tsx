import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { Icon } from '../../components/media/Icon'
import { STORE_NAMES, type DownloadFile, type DownloadPlatform } from '../../lib/site/downloads'
import { useSite } from '../../lib/site/use-site'
import { downloadActions, type DownloadAction } from './download-actions'
import type { FileSizes } from './file-sizes'
import { STORE_ICONS } from './platform-tiles'

/** The checksum's name is the same in every language. */
const HASH_NAME = 'SHA-256'

function FileDownload({
  file,
  platform,
  size,
  primary,
}: {
  file: DownloadFile
  platform: DownloadPlatform
  size?: string
  primary: boolean
}) {
  const { downloadsBaseUrl } = useSite()
  const type = file.file.slice(file.file.lastIndexOf('.'))
  const { version } = file
  const name = platform.name
  return (
    <div className={`download-file${primary ? ' download-file--primary' : ''}`}>
      <a
        className={primary ? 'button button--large' : 'button button--ghost'}
        href={`${downloadsBaseUrl}${file.file}`}
        download
      >
        <Icon id="download" />
        <span>
          <Trans>
            Download for {name} ({type})
          </Trans>
        </span>
      </a>
      <dl className="download-file__facts">
        <div>
          <dt>
            <Trans comment="Label before an app file's version number, such as 3.2.1, on the download pages">
              Version
            </Trans>
          </dt>
          <dd>{version}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before an app file's size, such as 48 MB, on the download pages">Size</Trans>
          </dt>
          <dd>{size}</dd>
        </div>
      </dl>
      <details className="verify">
        <summary>
          <Icon id="file-check" />
          <Trans comment="Opens a box with the file's SHA-256 checksum, to check that the downloaded file is intact">
            Verify the download
          </Trans>
        </summary>
        <dl className="verify__hash">
          <dt>{HASH_NAME}</dt>
          <dd>
            <code className="download-file__hash">{file.sha256}</code>
          </dd>
        </dl>
      </details>
    </div>
  )
}

function StoreBadge({ store, url, platform }: { store: keyof typeof STORE_NAMES; url: string; platform: string }) {
  const storeName = STORE_NAMES[store]
  const name = platform
  return (
    <a className="store-badge" href={url} rel="noopener noreferrer">
      <Icon id={STORE_ICONS[store]} className="store-badge__mark" />
      <span>
        <Trans>
          Get it on {storeName}
          <span className="visually-hidden"> for {name}</span>
        </Trans>
      </span>
    </a>
  )
}

function Action({
  action,
  platform,
  sizes,
  primary,
}: {
  action: DownloadAction
  platform: DownloadPlatform
  sizes: FileSizes
  primary: boolean
}) {
  if (action.kind === 'store') return <StoreBadge store={action.store} url={action.url} platform={platform.name} />
  if (action.kind === 'file') {
    return <FileDownload file={action.file} platform={platform} size={sizes[action.file.file]} primary={primary} />
  }
  const name = platform.name
  return (
    <PageLink path={action.path} className="button button--large">
      <span>
        <Trans comment="Button to a platform's set-up instructions; {name} is a platform such as Linux, Router or OpenVPN">
          Set up Planet VPN on {name}
        </Trans>
      </span>
      <Icon id="arrow-right" className="icon--flip" />
    </PageLink>
  )
}

/**
 * Every way to get Planet VPN on one platform, from the downloads manifest, in the order of
 * `downloadActions`: store badges first where there is a store, files after them; `sizes` are the
 * files' sizes in the reader's language (from the route's loader: `downloadFileSizes`).
 */
export function DownloadOptions({
  platform,
  sizes,
  onOwnPage = false,
}: {
  platform: DownloadPlatform
  sizes: FileSizes
  /** On the platform's own page: no link to itself. */
  onOwnPage?: boolean
}) {
  const { primary, secondary } = downloadActions(platform, onOwnPage)
  return (
    <div className="download-options">
      {primary.length > 0 && (
        <div className="download-options__primary">
          {primary.map((action, index) => (
            <Action key={index} action={action} platform={platform} sizes={sizes} primary />
          ))}
        </div>
      )}
      {secondary.length > 0 && (
        <div className="download-options__secondary">
          {secondary.map((action, index) => (
            <Action key={index} action={action} platform={platform} sizes={sizes} primary={false} />
          ))}
        </div>
      )}
      {platform.openvpn && (
        <p className="download-options__config">
          <Trans comment="Under the downloads of Linux, Router and OpenVPN; <0> wraps a link to the user's account pages (the personal cabinet)">
            Premium users download WireGuard and OpenVPN configuration files in the personal cabinet.{' '}
            <PageLink path="/cabinet/">Open the personal cabinet</PageLink>
          </Trans>
        </p>
      )}
    </div>
  )
}
