import { Trans } from '@lingui/react/macro'

import { isPublished } from '../../lib/site/public-pages'
import { useSite } from '../../lib/site/use-site'
import { PageLink } from './PageLink'

/** Download call to action; visitors who came from the app already have it (spec: isSourceApp). */
export function DownloadCta({ className }: { className: string }) {
  const { isSourceApp } = useSite()
  if (isSourceApp) return null
  const label = (
    <Trans comment="Button in the header and on pages: leads to the download page to install the free app (not a purchase)">
      Get Planet VPN
    </Trans>
  )
  return isPublished('/download/') ? (
    <PageLink path="/download/" className={className}>
      {label}
    </PageLink>
  ) : (
    <a href="/#platforms" className={className}>
      {label}
    </a>
  )
}
