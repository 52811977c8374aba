import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { PageLink } from '../links/PageLink'

/**
 * Shown for an unhandled error (HTTP 500), inside the layout when the failure is below it and
 * alone when the root failed. Its title, description and canonical come from the root route's
 * head (errorPageHead); crawlers get the bare status instead (page-rules.middleware.ts).
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error])
  return (
    <section className="error-page">
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
