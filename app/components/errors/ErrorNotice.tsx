import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PageLink } from '../links/PageLink'

/**
 * What the 404 and error pages share: the rocket, a title, a sentence and the way home; `action`
 * (e.g. "Try again") comes before the way home, `more` (another way on) after it.
 */
export function ErrorNotice({
  title,
  children,
  action,
  more,
}: {
  title: ReactNode
  children: ReactNode
  action?: ReactNode
  more?: ReactNode
}) {
  return (
    <section className="error-page container">
      <img className="error-page__image" src="/images/rocket.svg" alt="" width="200" height="200" />
      <h1>{title}</h1>
      <p>{children}</p>
      {action && <p>{action}</p>}
      <PageLink path="/" className="button">
        <Trans comment="Button-style link under the error and page-not-found messages: leads to the site's home page">
          Back to the home page
        </Trans>
      </PageLink>
      {more && <p>{more}</p>}
    </section>
  )
}
