import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PageLink } from '../links/PageLink'

/** What the 404 and error pages share: the rocket, a title, a sentence and the way home. */
export function ErrorNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="error-page container">
      <img className="error-page__image" src="/images/rocket.svg" alt="" width="200" height="200" />
      <h1>{title}</h1>
      <p>{children}</p>
      <PageLink path="/" className="button">
        <Trans>Back to the home page</Trans>
      </PageLink>
    </section>
  )
}
