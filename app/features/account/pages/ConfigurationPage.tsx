import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'

import { FormError, SubmitButton } from '../../../components/forms/FormAlert'
import { PageLink } from '../../../components/links/PageLink'
import { isPremium } from '../../../lib/auth/auth-state'
import { bcp47 } from '../../../lib/i18n/locales'
import { useLocale } from '../../../lib/i18n/use-locale'
import type { VpnProtocol } from '#contracts/premium.ts'
import { configFileFn, locationsFn } from '../cabinet.functions'
import { useAuth } from '../auth-hooks'
import { WithQueryClient } from '../../../lib/query/WithQueryClient'

/** Protocol names read the same in every language; each protocol's file type. */
const PROTOCOLS = {
  wireguard: { name: 'WireGuard', extension: 'conf' },
  openvpn: { name: 'OpenVPN', extension: 'ovpn' },
} as const satisfies Record<VpnProtocol, { name: string; extension: string }>

/** Pick a location and a protocol, then download a configuration file for any WireGuard or OpenVPN client. */
function ConfigurationPageBody() {
  const auth = useAuth()
  if (!isPremium(auth)) {
    return (
      <>
        <h1>
          <Trans comment="Heading and browser-tab title of the account page where Premium users download WireGuard and OpenVPN configuration files">
            Configuration files
          </Trans>
        </h1>
        <p>
          <Trans>Configuration files for routers, WireGuard and OpenVPN apps are part of Premium.</Trans>
        </p>
        <PageLink path="/order/" className="button">
          <Trans>Get Premium</Trans>
        </PageLink>
      </>
    )
  }
  return <ConfigurationForm />
}

function ConfigurationForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const locationId = useId()
  const protocolId = useId()
  const locations = useQuery({ queryKey: ['locations'], queryFn: () => locationsFn() })
  const [node, setNode] = useState('')
  const [protocol, setProtocol] = useState<VpnProtocol>('wireguard')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const regions = new Intl.DisplayNames([bcp47(locale)], { type: 'region' })

  const download = async (event: FormEvent) => {
    event.preventDefault()
    if (!node) return setError('node_required')
    setPending(true)
    setError(undefined)
    const result = await configFileFn({ data: { node_id: node, protocol } }).catch(() => ({
      ok: false as const,
      error: { status: 503, code: 'unavailable' },
    }))
    setPending(false)
    if (!result.ok) return setError(result.error.code)
    const url = URL.createObjectURL(new Blob([result.text], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `planet-vpn-${node}.${PROTOCOLS[protocol].extension}`,
    })
    link.click()
    URL.revokeObjectURL(url)
  }

  const loadError = locations.isError
    ? 'unavailable'
    : locations.data && !locations.data.ok
      ? locations.data.error.code
      : undefined
  return (
    <>
      <h1>
        <Trans>Configuration files</Trans>
      </h1>
      <p>
        <Trans>
          Use Planet VPN on a router or in any WireGuard or OpenVPN app: choose a location and a protocol, download the
          file and import it. OpenVPN asks for your account e-mail and password when you connect.
        </Trans>
      </p>
      <FormError code={loadError ?? (error === 'node_required' ? undefined : error)} />
      <form method="post" onSubmit={download} noValidate className="form">
        <div className={`field${error === 'node_required' ? ' field--invalid' : ''}`}>
          <label htmlFor={locationId}>
            <Trans comment="Label of a drop-down list of VPN server locations (cities grouped by country): the server's location, not the user's">
              Location
            </Trans>
          </label>
          <select
            id={locationId}
            name="node_id"
            value={node}
            onChange={(event) => setNode(event.target.value)}
            aria-invalid={error === 'node_required' || undefined}
            aria-describedby={error === 'node_required' ? `${locationId}-error` : undefined}
          >
            <option value="">
              {t({
                message: 'Choose a location',
                comment: 'First, empty entry of the server location list, shown before anything is chosen',
              })}
            </option>
            {locations.data?.ok &&
              locations.data.pools.map((pool) => (
                <optgroup key={pool.country_code} label={regions.of(pool.country_code) ?? pool.country_code}>
                  {pool.locations.map((location) => (
                    <option key={location.id} value={String(location.id)}>
                      {location.city}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
          {error === 'node_required' && (
            <p id={`${locationId}-error`} className="field__error">
              <Trans comment="Error under the server location list when the download button was pressed without choosing one">
                Choose a location.
              </Trans>
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={protocolId}>
            <Trans comment="Label of a drop-down list of VPN protocols: WireGuard or OpenVPN">Protocol</Trans>
          </label>
          <select
            id={protocolId}
            name="protocol"
            value={protocol}
            onChange={(event) => setProtocol(event.target.value === 'openvpn' ? 'openvpn' : 'wireguard')}
          >
            {Object.entries(PROTOCOLS).map(([id, { name }]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pending={pending}>
          <Trans comment="Button: downloads the configuration file for the chosen location and protocol">
            Download the configuration
          </Trans>
        </SubmitButton>
      </form>
    </>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function ConfigurationPage() {
  return (
    <WithQueryClient>
      <ConfigurationPageBody />
    </WithQueryClient>
  )
}
