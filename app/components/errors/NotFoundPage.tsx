import { Trans, useLingui } from '@lingui/react/macro'

import { SITE_NAME } from '../../lib/seo/page-head'
import { PageLink } from '../links/PageLink'
import { PageLayout } from '../layout/layouts'

/** Any unmatched route: HTTP 404, titled "Page not found", in the language of the URL prefix. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <PageLayout>
      <title>{`${t`Page not found`} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <section className="error-page container">
        <img className="error-page__image" src="/images/rocket.svg" alt="" width="200" height="200" />
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <PageLink path="/" className="button">
          <Trans>Back to the home page</Trans>
        </PageLink>
      </section>
    </PageLayout>
  )
}
