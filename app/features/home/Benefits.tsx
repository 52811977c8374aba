import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { Icon } from '../../components/media/Icon'
import type { IconId } from '../../components/media/icon-ids'

function Benefit({ icon, title, children }: { icon: IconId; title: ReactNode; children: ReactNode }) {
  return (
    <li className="card benefit">
      <span className="icon-disc">
        <Icon id={icon} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p>{children}</p>
    </li>
  )
}

/** What the service does, in facts we can stand behind (see shared product facts); the first card is wide, so five fill the grid. */
export function Benefits() {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title">
          <Trans>What Planet VPN does for you</Trans>
        </h2>
        <ul className="card-grid benefits">
          <Benefit
            icon="eye-off"
            title={
              <Trans comment="Title of a card on the home page; the sentence under it says that no activity logs and no personal data are kept">
                No logs, no personal data
              </Trans>
            }
          >
            <Trans>
              We do not ask for or store your name, IP address, postal address or phone number. A Premium account needs
              only an e-mail address.
            </Trans>
          </Benefit>
          <Benefit
            icon="lock"
            title={
              <Trans comment="Title of a card on the home page; the sentence under it says that traffic to the VPN servers is encrypted">
                Encrypted connection
              </Trans>
            }
          >
            <Trans>
              Traffic between your device and our servers is encrypted, so the network you are on cannot read it or see
              which sites you open.
            </Trans>
          </Benefit>
          <Benefit
            icon="globe"
            title={
              <Trans comment="Title of a card on the home page; the sentence under it says that websites see the VPN server's IP address instead of the user's">
                A new IP address
              </Trans>
            }
          >
            <Trans>
              Websites see the address of the server you choose instead of yours, which keeps your location private and
              opens content that is limited to other regions.
            </Trans>
          </Benefit>
          <Benefit
            icon="gem"
            title={
              <Trans comment="Title of a card on the home page; the sentence under it says how the free service (Free = at no cost) and the paid Premium plan differ">
                Free or Premium
              </Trans>
            }
          >
            <Trans>
              Use the free locations as long as you like. Premium adds more locations and covers up to 10 devices with
              one subscription.
            </Trans>
          </Benefit>
          <Benefit
            icon="credit-card"
            title={
              <Trans comment="Title of a card on the home page; the sentence under it says that payments go through payment providers over secure connections">
                Safe payments
              </Trans>
            }
          >
            <Trans>
              Payments go through the payment providers over secure connections. We never keep your card details.
            </Trans>
          </Benefit>
        </ul>
      </div>
    </section>
  )
}
