import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { isAccountUnavailable } from '../../lib/api/api-result'
import { reloadAfterChunkError } from '../../lib/build/chunk-reload'
import { ErrorNotice } from './ErrorNotice'
import { ServiceUnavailableNotice } from './ServiceUnavailableNotice'

/**
 * Shown for an unhandled error (HTTP 500), inside the layout when the failure is below it and
 * alone when the root failed. Its title, description and canonical come from the root route's
 * head (errorPageHead); crawlers get the bare status instead (page-rules.middleware.ts).
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    // A route chunk that failed to download: reload once instead of showing the error (spec 4).
    // The account API being down is expected and already logged on the server.
    if (!reloadAfterChunkError(error) && !isAccountUnavailable(error)) console.error(error)
  }, [error])
  if (isAccountUnavailable(error)) return <ServiceUnavailableNotice />
  return (
    <ErrorNotice
      title={
        <Trans comment="Heading (and browser-tab title) of the page shown when an unexpected error stops a page">
          Something went wrong
        </Trans>
      }
    >
      <Trans>An unexpected error stopped this page. Please try again in a moment.</Trans>
    </ErrorNotice>
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
