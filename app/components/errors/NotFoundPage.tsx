import { Trans, useLingui } from '@lingui/react/macro'

import { SITE_NAME } from '../../lib/seo/page-head'
import { PageLayout } from '../../shell/layouts'
import { ErrorNotice } from './ErrorNotice'

/** Any unmatched route: HTTP 404, titled "Page not found", in the language of the URL prefix. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <PageLayout>
      <title>{`${t`Page not found`} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorNotice
        title={
          <Trans comment="Heading (and browser-tab title) of the error page for an address that does not exist (HTTP 404)">
            Page not found
          </Trans>
        }
      >
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </ErrorNotice>
    </PageLayout>
  )
}
