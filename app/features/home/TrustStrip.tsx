import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import type { PublicPath } from '#app/pages.ts'
import { LOCALE_CODES } from '#contracts/locales.ts'
import { PageLink } from '../../components/links/PageLink'
import { Icon } from '../../components/media/Icon'
import type { IconId } from '../../components/media/icon-ids'
import { jurisdictionName } from './jurisdiction'
import { LocationCount } from './LocationCount'
import type { NetworkSize } from './network-size'
import { isPublished } from '../../lib/site/public-pages'

function Fact({ icon, path, children }: { icon: IconId; path: PublicPath | undefined; children: ReactNode }) {
  const body = (
    <>
      <span className="icon-disc">
        <Icon id={icon} />
      </span>
      <span className="trust__text">{children}</span>
    </>
  )
  return (
    <li className="trust__fact">
      {path ? (
        <PageLink path={path} className="trust__link">
          {body}
        </PageLink>
      ) : (
        <span className="trust__link">{body}</span>
      )}
    </li>
  )
}

const published = (path: string): PublicPath | undefined => (isPublished(path) ? path : undefined)

function NetworkFact({ locations, countries }: NetworkSize) {
  return (
    <Fact icon="globe" path={published('/servers/')}>
      <LocationCount locations={locations} countries={countries} />
    </Fact>
  )
}

/**
 * What the service can show to be true, each fact linking to the page that states it in full
 * (numbers from contracts/product-facts.ts, contracts/locales.ts and the API's server locations;
 * no ratings, user counts or awards).
 */
export function TrustStrip({ network }: { network: NetworkSize | undefined }) {
  const { t } = useLingui()
  const devices = PRODUCT_FACTS.devicesPerSubscription
  const languages = LOCALE_CODES.length
  const operator = PRODUCT_FACTS.operator
  const country = t(jurisdictionName)
  return (
    <div className="trust">
      <div className="container">
        <ul className="trust__list">
          <Fact icon="eye-off" path={published('/no-logs-vpn-policy/')}>
            <Trans>No logs: we never store your IP address, name or phone number</Trans>
          </Fact>
          <Fact icon="building" path={published('/about-us/')}>
            <Trans comment="{operator} is the company's name, {country} the country whose law applies">
              Run by {operator} under the law of {country}
            </Trans>
          </Fact>
          <Fact icon="smartphone" path={published('/order/')}>
            <Plural
              value={devices}
              one="Up to # device on one Premium subscription"
              other="Up to # devices on one Premium subscription"
              comment="# is how many devices one Premium subscription covers, 10"
            />
          </Fact>
          {network && <NetworkFact {...network} />}
          <Fact icon="languages" path={undefined}>
            <Plural
              value={languages}
              one="This site in # language"
              other="This site in # languages"
              comment="# is how many languages the site is in, 20"
            />
          </Fact>
        </ul>
      </div>
    </div>
  )
}
