import { Trans, useLingui } from '@lingui/react/macro'

import { useTask } from '../../lib/async/use-task'
import { useSite } from '../../lib/site/use-site'
import { seenAddressFn } from './ip-check.functions'
import { AddressList, TestPanel } from './TestPanel'
import { gatherCandidates, webrtcReport, type Verdict, type WebRtcReport } from './webrtc-leak'

/** Stands for the page's own host name in configured STUN addresses. */
const HOST_PLACEHOLDER = '{host}'

function VerdictText({ verdict }: { verdict: Verdict }) {
  switch (verdict) {
    case 'leak':
      return <Trans>Leak: WebRTC reveals an address that is not the one websites see.</Trans>
    case 'matches':
      return <Trans>No leak: WebRTC shows only the address websites already see.</Trans>
    case 'no-public':
      return <Trans>No leak: WebRTC reveals no public address.</Trans>
    case 'unsupported':
      return <Trans>No leak: WebRTC is turned off in this browser.</Trans>
  }
}

/** Gathers ICE candidates through the configured STUN servers and compares them with the address the server sees. */
export function WebRtcTool() {
  const { t } = useLingui()
  const { stunServers } = useSite()
  const test = useTask(async (): Promise<WebRtcReport & { seen: string | undefined }> => {
    const urls = stunServers.map((url) => url.replace(HOST_PLACEHOLDER, window.location.hostname))
    const [candidates, seen] = await Promise.all([gatherCandidates(urls), seenAddressFn()])
    return { ...webrtcReport(candidates, seen.address), seen: seen.address }
  })
  const report = test.data
  return (
    <TestPanel title={<Trans>WebRTC leak test</Trans>} test={test}>
      {report && (
        <>
          <p
            className={`tool__verdict tool__verdict--${report.verdict === 'leak' ? 'bad' : 'good'}`}
            data-verdict={report.verdict}
          >
            <VerdictText verdict={report.verdict} />
          </p>
          <dl className="tool__facts">
            <AddressList title={t`Address websites see`} addresses={report.seen ? [report.seen] : []} />
            <AddressList title={t`Public addresses WebRTC reveals`} addresses={report.public} />
            <AddressList title={t`Local network addresses`} addresses={report.local} />
            <AddressList title={t`Relay addresses`} addresses={report.relay} />
          </dl>
        </>
      )}
    </TestPanel>
  )
}
