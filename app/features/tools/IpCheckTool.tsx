import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'

import { bcp47 } from '../../lib/i18n/locales'
import { useLocale } from '../../lib/i18n/use-locale'
import { seenAddressQuery } from './tools.queries'

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
  const { data, isFetching, isError, refetch } = useQuery(seenAddressQuery())
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
            <bdi className="tool__address">{address}</bdi>
          ) : data ? (
            <Trans>We could not tell your address from this connection.</Trans>
          ) : (
            <Trans>Checking…</Trans>
          )}
        </output>
        {country && (
          <p>
            <Trans>Country: {country}</Trans>
          </p>
        )}
        <p className="tool__note">
          <Trans>
            This is the address every website sees. With Planet VPN switched on, websites see the address of the VPN
            server instead.
          </Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? t`Checking…` : t`Check again`}
        </button>
      </div>
    </section>
  )
}
