import { Trans } from '@lingui/react/macro'

/** Platform names are product names and stay as they are in every language. */
const DESKTOP = ['Windows', 'macOS', 'Linux']
const MOBILE = ['Android', 'iOS', 'Android TV']
const BROWSERS = ['Chrome', 'Firefox', 'Edge', 'Opera', 'Yandex Browser']

export function Platforms() {
  return (
    <section className="section section--alt" id="platforms" aria-labelledby="platforms-title">
      <div className="container">
        <h2 id="platforms-title">
          <Trans>Works where you do</Trans>
        </h2>
        <p className="section__lead">
          <Trans>
            Apps for computers and phones, extensions for the major browsers, and configurations for routers and
            OpenVPN clients.
          </Trans>
        </p>
        <div className="platforms">
          <div className="platforms__group">
            <h3>
              <Trans>Computers</Trans>
            </h3>
            <ul>{DESKTOP.map((name) => <li key={name}>{name}</li>)}</ul>
          </div>
          <div className="platforms__group">
            <h3>
              <Trans>Phones and TV</Trans>
            </h3>
            <ul>{MOBILE.map((name) => <li key={name}>{name}</li>)}</ul>
          </div>
          <div className="platforms__group">
            <h3>
              <Trans>Browser extensions</Trans>
            </h3>
            <ul>{BROWSERS.map((name) => <li key={name}>{name}</li>)}</ul>
          </div>
          <div className="platforms__group">
            <h3>
              <Trans>Routers and more</Trans>
            </h3>
            <ul>
              <li>
                <Trans>Routers</Trans>
              </li>
              <li>OpenVPN</li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
