import { Trans, useLingui } from '@lingui/react/macro'

import { useTask } from '../../lib/async/use-task'
import { AddressList, TestPanel } from './TestPanel'
import { dnsCheckResultFn, startDnsCheckFn } from './dns-check.functions'
import { dnsVerdict, type DnsResolver, type DnsVerdict } from './dns-leak'

/** How long the browser may take to look up the test names. */
const LOOKUP_TIMEOUT_MS = 5000

type Outcome =
  { configured: false } | { configured: true; verdict: DnsVerdict; resolvers: DnsResolver[]; visitor?: string }

function VerdictText({ verdict }: { verdict: DnsVerdict }) {
  switch (verdict) {
    case 'none':
      return (
        <Trans>
          No lookup reached our name server, so there is nothing to judge. A browser setting or an extension may block
          the test names; try again or in another browser.
        </Trans>
      )
    case 'same-network':
      return <Trans>No leak seen: your DNS requests are answered from the network you connect through.</Trans>
    case 'other-network':
      return (
        <Trans>
          Your DNS requests are answered by resolvers outside the network you connect through. If the VPN is on and
          these belong to your internet provider, your DNS leaks.
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
  const check = useTask(runCheck)
  const outcome = check.data
  return (
    <TestPanel
      title={
        <Trans comment="Name of the tool that checks which DNS servers answer the visitor's look-ups; heading of the tool and menu item">
          DNS leak test
        </Trans>
      }
      test={check}
    >
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
            <AddressList title={t`Address websites see`} addresses={outcome.visitor ? [outcome.visitor] : []} />
            <AddressList
              title={t({
                message: 'Resolvers that asked our name server',
                comment:
                  'Label of a list of IP addresses in the DNS test results: the DNS resolvers that looked up the test names',
              })}
              addresses={outcome.resolvers.map((resolver) => resolver.address)}
            />
          </dl>
        </>
      )}
    </TestPanel>
  )
}
