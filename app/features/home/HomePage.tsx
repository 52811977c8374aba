import { Trans } from '@lingui/react/macro'

import { DownloadCta } from '../../components/links/DownloadCta'
import { PageLink } from '../../components/links/PageLink'
import { Image } from '../../components/media/Image'
import { isPublished } from '../../lib/site/public-pages'
import { FreeLocations } from '../free-locations/FreeLocations'
import { Benefits } from './Benefits'
import { Platforms } from './Platforms'

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
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
        <Image
          className="hero__art"
          src="/images/planet-hero.png"
          alt=""
          width={540}
          height={360}
          sizes="(min-width: 1200px) 540px, 40vw"
        />
      </section>
      <Benefits />
      <Platforms />
      <FreeLocations />
      <section className="cta-band">
        <div className="container cta-band__inner">
          <h2>
            <Trans>Your connection, your business</Trans>
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
