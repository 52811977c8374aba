import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'

import { DownloadCta } from '../../components/links/DownloadCta'
import { PageLink } from '../../components/links/PageLink'
import { isPublished } from '../../lib/site/public-pages'
import { FreeLocations } from '../free-locations/FreeLocations'
import { Benefits } from './Benefits'
import type { HomeData } from './home-loader'
import { homePricingView } from './home-pricing-view'
import { Platforms } from './Platforms'
import { TrustStrip } from './TrustStrip'

export function HomePage({ pricing, network }: HomeData) {
  return (
    <>
      <section className="hero hero--home">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 className="hero__title">
              <Trans>Free VPN and proxy for every device</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                Planet VPN hides your IP address and encrypts your connection, so your browsing stays private on public
                Wi-Fi, at home and while travelling. Start free; Premium needs nothing but an e-mail address.
              </Trans>
            </p>
            <div className="hero__actions">
              <DownloadCta className="button button--large" />
              {isPublished('/order/') && (
                <PageLink path="/order/" className="button button--ghost button--large">
                  <Trans>See Premium plans</Trans>
                </PageLink>
              )}
            </div>
          </div>
          {/* The app's connect screen, drawn in the 404 rocket's style; a plain file, so it costs no JavaScript. */}
          <img className="hero__art" src="/images/hero-app.svg" alt="" width="320" height="320" decoding="async" />
        </div>
      </section>
      <TrustStrip network={network} />
      <Benefits />
      {/* Between what the service does and where it runs; its code loads after the page's. */}
      <Suspense>
        <homePricingView.View pricing={pricing} />
      </Suspense>
      <Platforms />
      <FreeLocations />
      <section className="cta-band">
        <div className="container cta-band__inner">
          <h2>
            <Trans comment="Slogan above the download button. Meaning: what you do over your connection is private and concerns nobody else; not 'mind your own business', not 'your belongings'">
              Your connection, your business
            </Trans>
          </h2>
          <p>
            <Trans>One Premium subscription covers up to 10 devices. Cancel at any time from your account.</Trans>
          </p>
          <DownloadCta className="button button--large" />
        </div>
      </section>
    </>
  )
}
