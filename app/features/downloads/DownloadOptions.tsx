import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { Icon } from '../../components/media/Icon'
import { STORE_NAMES, type DownloadFile, type DownloadPlatform } from '../../lib/site/downloads'
import { useSite } from '../../lib/site/use-site'
import { downloadActions, type DownloadAction } from './download-actions'
import type { FileFact, FileFacts } from './file-facts'
import { STORE_ICONS } from './platform-tiles'
import { VerifyDownload } from './VerifyDownload'

function FileDownload({
  file,
  platform,
  fact,
  primary,
}: {
  file: DownloadFile
  platform: DownloadPlatform
  fact?: FileFact
  primary: boolean
}) {
  const { downloadsBaseUrl } = useSite()
  const type = file.file.slice(file.file.lastIndexOf('.'))
  const { version, minimumOs } = file
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
          <dd>
            {/* Isolated, so that "1.2.3-beta" keeps its order in a right-to-left page. */}
            <bdi>{version}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before the day an app file was published, on the download pages">Released</Trans>
          </dt>
          <dd>{fact?.released}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before an app file's size, such as 48 MB, on the download pages">Size</Trans>
          </dt>
          <dd>{fact?.size}</dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before the oldest system an app runs on, such as Windows 10 or later">Requires</Trans>
          </dt>
          <dd>
            <Trans comment="The oldest system an app runs on; {name} is a system such as Windows or Android, {minimumOs} its version such as 10 or 8.0">
              {name} {minimumOs} or later
            </Trans>
          </dd>
        </div>
      </dl>
      <VerifyDownload file={file} />
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
  facts,
  primary,
}: {
  action: DownloadAction
  platform: DownloadPlatform
  facts: FileFacts
  primary: boolean
}) {
  if (action.kind === 'store') return <StoreBadge store={action.store} url={action.url} platform={platform.name} />
  if (action.kind === 'file') {
    return <FileDownload file={action.file} platform={platform} fact={facts[action.file.file]} primary={primary} />
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
 * `downloadActions`: store badges first where there is a store, files after them; `facts` are the
 * files' facts in the reader's language (from the route's loader: `downloadFileFacts`).
 */
export function DownloadOptions({
  platform,
  facts,
  onOwnPage = false,
}: {
  platform: DownloadPlatform
  facts: FileFacts
  /** On the platform's own page: no link to itself. */
  onOwnPage?: boolean
}) {
  const { primary, secondary } = downloadActions(platform, onOwnPage)
  return (
    <div className="download-options">
      {primary.length > 0 && (
        <div className="download-options__primary">
          {primary.map((action, index) => (
            <Action key={index} action={action} platform={platform} facts={facts} primary />
          ))}
        </div>
      )}
      {secondary.length > 0 && (
        <div className="download-options__secondary">
          {secondary.map((action, index) => (
            <Action key={index} action={action} platform={platform} facts={facts} primary={false} />
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
