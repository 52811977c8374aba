import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PLATFORM_NAMES } from '../../lib/site/platforms'

function PlatformGroup({ title, names }: { title: ReactNode; names: readonly ReactNode[] }) {
  return (
    <div className="platforms__group">
      <h3>{title}</h3>
      <ul>
        {names.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </div>
  )
}

export function Platforms() {
  return (
    <section className="section section--alt" id="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title">
          <Trans>Works where you do</Trans>
        </h2>
        <p className="section__lead">
          <Trans>
            Apps for computers and phones, extensions for the major browsers, and configurations for routers and OpenVPN
            clients.
          </Trans>
        </p>
        <div className="platforms">
          <PlatformGroup title={<Trans>Computers</Trans>} names={PLATFORM_NAMES.desktop} />
          <PlatformGroup title={<Trans>Phones and TV</Trans>} names={PLATFORM_NAMES.mobile} />
          <PlatformGroup title={<Trans>Browser extensions</Trans>} names={PLATFORM_NAMES.browsers} />
          <PlatformGroup
            title={<Trans>Routers and more</Trans>}
            names={[<Trans key="routers">Routers</Trans>, ...PLATFORM_NAMES.other]}
          />
        </div>
      </div>
    </section>
  )
}
