import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'

import { dnsCheckResultFn, startDnsCheckFn } from './dns-check.functions'
import { dnsVerdict, type DnsResolver, type DnsVerdict } from './dns-leak'

/** How long the browser may take to look up the test names. */
const LOOKUP_TIMEOUT_MS = 5000

type Outcome = { configured: false } | { configured: true; verdict: DnsVerdict; resolvers: DnsResolver[]; visitor?: string }

function VerdictText({ verdict }: { verdict: DnsVerdict }) {
  switch (verdict) {
    case 'none':
      return (
        <Trans>
          No lookup reached our name server, so there is nothing to judge. A browser setting or an extension may block the
          test names; try again or in another browser.
        </Trans>
      )
    case 'same-network':
      return <Trans>No leak seen: your DNS requests are answered from the network you connect through.</Trans>
    case 'other-network':
      return (
        <Trans>
          Your DNS requests are answered by resolvers outside the network you connect through. If the VPN is on and these
          belong to your internet provider, your DNS leaks.
        </Trans>
      )
  }
}

/** Looks up one-time names under the test zone in the browser, then asks which resolvers reached our name server. */
async function runCheck(): Promise<Outcome> {
  const start = await startDnsCheckFn()
  if (!start.configured) return start
  await Promise.all(
    start.labels.map((label) =>
      // Only the name lookup matters; the request itself may fail (no-cors, no server behind the name).
      fetch(`https://${label}.${start.zone}/`, {
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      }).catch(() => undefined),
    ),
  )
  const result = await dnsCheckResultFn({ data: { labels: start.labels } })
  return { configured: true, ...result, verdict: dnsVerdict(result.resolvers, result.visitor) }
}

export function DnsCheckTool() {
  const { t } = useLingui()
  const check = useMutation({ mutationFn: runCheck })
  const outcome = check.data
  return (
    <section className="section tool" aria-labelledby="dns-title">
      <div className="container tool__panel">
        <h2 id="dns-title">
          <Trans>DNS leak test</Trans>
        </h2>
        <button type="button" className="button" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? t`Testing…` : outcome ? t`Test again` : t`Start the test`}
        </button>
        <div aria-live="polite">
          {check.isError && (
            <p className="form-alert form-alert--error">
              <Trans>The test could not run. Please try again.</Trans>
            </p>
          )}
          {outcome && !outcome.configured && (
            <p className="form-alert" data-verdict="not-configured">
              <Trans>The DNS leak test is not set up on this server yet, so it cannot show a result here.</Trans>
            </p>
          )}
          {outcome?.configured && (
            <>
              <p
                className={`tool__verdict tool__verdict--${outcome.verdict === 'same-network' ? 'good' : 'bad'}`}
                data-verdict={outcome.verdict}
              >
                <VerdictText verdict={outcome.verdict} />
              </p>
              <dl className="tool__facts">
                <div>
                  <dt>
                    <Trans>Address websites see</Trans>
                  </dt>
                  <dd>{outcome.visitor ? <bdi>{outcome.visitor}</bdi> : t`None`}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Resolvers that asked our name server</Trans>
                  </dt>
                  <dd>
                    {outcome.resolvers.length ? (
                      <ul className="tool__addresses">
                        {outcome.resolvers.map(({ address }) => (
                          <li key={address}>
                            <bdi>{address}</bdi>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t`None`
                    )}
                  </dd>
                </div>
              </dl>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
