import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { useLocale } from '../../lib/i18n/use-locale'
import { splitLocale } from '../../lib/routing/locale-path'
import { absolutePageUrl, SITE_NAME } from '../../lib/seo/page-head'
import { useOptionalSite } from '../../lib/site/use-site'
import { PageLink } from '../links/PageLink'

/**
 * Shown for an unhandled error (HTTP 500), inside the layout when the failure is below it and
 * alone when the root failed; crawlers get the bare status instead (see page-rules.middleware.ts).
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const site = useOptionalSite()
  useEffect(() => console.error(error), [error])
  const title = `${t`Something went wrong`} | ${SITE_NAME}`
  const { path } = splitLocale(useLocation().pathname)
  return (
    <section className="error-page">
      <title>{title}</title>
      <meta name="description" content={t`An unexpected error stopped this page. Please try again in a moment.`} />
      <meta name="robots" content="noindex" />
      {site && <link rel="canonical" href={absolutePageUrl(site.config, path, locale)} />}
      <img className="error-page__image" src="/images/rocket.svg" alt="" width="240" height="240" />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>An unexpected error stopped this page. Please try again in a moment.</Trans>
      </p>
      <PageLink path="/" className="button">
        <Trans>Back to the home page</Trans>
      </PageLink>
    </section>
  )
}

/** The root-level variant: nothing else rendered, so it supplies the page's `<main>`. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <main id="main">
      <ErrorPage {...props} />
    </main>
  )
}
