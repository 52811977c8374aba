import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

function Benefit({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="card">
      <h3 className="card__title">{title}</h3>
      <p>{children}</p>
    </li>
  )
}

/** What the service does, in facts we can stand behind (see shared product facts). */
export function Benefits() {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title">
          <Trans>What Planet VPN does for you</Trans>
        </h2>
        <ul className="card-grid">
          <Benefit title={<Trans>No logs, no personal data</Trans>}>
            <Trans>
              We do not ask for or store your name, IP address, postal address or phone number. A Premium account needs
              only an e-mail address.
            </Trans>
          </Benefit>
          <Benefit title={<Trans>Encrypted connection</Trans>}>
            <Trans>
              Traffic between your device and our servers is encrypted, so the network you are on cannot read it or see
              which sites you open.
            </Trans>
          </Benefit>
          <Benefit title={<Trans>A new IP address</Trans>}>
            <Trans>
              Websites see the address of the server you choose instead of yours, which keeps your location private and
              opens content that is limited to other regions.
            </Trans>
          </Benefit>
          <Benefit title={<Trans>Free or Premium</Trans>}>
            <Trans>
              Use the free locations as long as you like. Premium adds more locations and covers up to 10 devices with
              one subscription.
            </Trans>
          </Benefit>
          <Benefit title={<Trans>Safe payments</Trans>}>
            <Trans>
              Payments go through the payment providers over secure connections. We never keep your card details.
            </Trans>
          </Benefit>
        </ul>
      </div>
    </section>
  )
}
