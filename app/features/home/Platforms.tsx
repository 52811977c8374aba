import { Trans } from '@lingui/react/macro'

import { PlatformTiles } from '../downloads/PlatformTiles'

/** Every platform as a tile with its mark, each linking to its download page. */
export function Platforms() {
  return (
    <section className="section section--alt" id="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title">
          <Trans comment="Heading of the home page section that lists the platforms (computers, phones, browsers, routers): Planet VPN runs on whatever device you use; translate the idea, not word for word">
            Works where you do
          </Trans>
        </h2>
        <p className="section__lead">
          <Trans>
            Apps for computers and phones, extensions for the major browsers, and configurations for routers and OpenVPN
            clients.
          </Trans>
        </p>
        <PlatformTiles />
      </div>
    </section>
  )
}
