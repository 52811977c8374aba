import { Trans, useLingui } from '@lingui/react/macro'

import { useTask } from '../../lib/async/use-task'
import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { seenAddressFn } from './ip-check.functions'

function useCountryName(code: string | undefined): string | undefined {
  const locale = useLocale()
  if (!code) return undefined
  try {
    return new Intl.DisplayNames([bcp47(locale)], { type: 'region' }).of(code)
  } catch {
    return code
  }
}

/** The address (and country) websites see for this visitor right now. */
export function IpCheckTool() {
  const { t } = useLingui()
  // Asked from the browser only, so the page's HTML is the same for every visitor (cacheable);
  // "check again" asks anew after the visitor switched the VPN on or off.
  const {
    data,
    isRunning: isFetching,
    isError,
    run: refetch,
  } = useTask(() => seenAddressFn(), {
    runOnMount: true,
    keepData: true,
  })
  const country = useCountryName(data?.country)
  const address = data?.address
  return (
    <section className="section tool" aria-labelledby="ip-check-title">
      <div className="container tool__panel">
        <h2 id="ip-check-title">
          <Trans>Your IP address</Trans>
        </h2>
        <output className="tool__result" aria-live="polite" aria-busy={isFetching} data-testid="seen-address">
          {isError ? (
            <Trans>We could not check your address. Please try again.</Trans>
          ) : address ? (
            <bdi className="tool__address" dir="ltr">
              {address}
            </bdi>
          ) : data ? (
            <Trans>We could not tell your address from this connection.</Trans>
          ) : (
            <Trans comment="Shown while the visitor's IP address is being looked up, in the result box and on the button">
              Checking…
            </Trans>
          )}
        </output>
        {/* The line is there before the answer, so the text below stays where it is. */}
        <p>
          {country ? (
            <Trans comment="{country} is the country the IP address belongs to, such as Germany">
              Country: {country}
            </Trans>
          ) : (
            '\u00a0'
          )}
        </p>
        <p className="tool__note">
          <Trans>
            This is the address every website sees. With Planet VPN switched on, websites see the address of the VPN
            server instead.
          </Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={refetch} disabled={isFetching}>
          {isFetching
            ? t`Checking…`
            : t({
                message: 'Check again',
                comment: 'Button: looks up the IP address again, e.g. after switching the VPN on',
              })}
        </button>
      </div>
    </section>
  )
}
