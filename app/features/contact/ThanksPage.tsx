import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'

/** `/thanks/`: where the contact form lands after the message was accepted. */
export function ThanksPage() {
  return (
    <section className="hero hero--page">
      <div className="container">
        <h1 className="hero__title">
          <Trans>Thank you, your message is on its way</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            We answer at the e-mail address you gave, in your language when we can. Please check your spam folder if no
            answer arrives within two working days.
          </Trans>
        </p>
        <div className="hero__actions">
          <PageLink path="/answers/" className="button button--ghost">
            <Trans comment="Button-style link after sending the contact form: leads to the page of answers to frequent questions">
              Read the answers to common questions
            </Trans>
          </PageLink>
          <PageLink path="/" className="button">
            <Trans comment="Button-style link after sending the contact form: leads to the site's home page">
              Back to the home page
            </Trans>
          </PageLink>
        </div>
      </div>
    </section>
  )
}
