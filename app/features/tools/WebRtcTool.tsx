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
    <TestPanel
      title={
        <Trans comment="Name of the tool that checks whether the browser's WebRTC feature reveals the real IP address; heading of the tool and menu item">
          WebRTC leak test
        </Trans>
      }
      test={test}
    >
      {report && (
        <>
          <p
            className={`tool__verdict tool__verdict--${report.verdict === 'leak' ? 'bad' : 'good'}`}
            data-verdict={report.verdict}
          >
            <VerdictText verdict={report.verdict} />
          </p>
          <dl className="tool__facts">
            <AddressList
              title={t({
                message: 'Address websites see',
                comment:
                  'Label of an IP address in the leak test results: the public address websites get from this visitor',
              })}
              addresses={report.seen ? [report.seen] : []}
            />
            <AddressList
              title={t({
                message: 'Public addresses WebRTC reveals',
                comment: 'Label of a list of internet (public) IP addresses in the WebRTC test results',
              })}
              addresses={report.public}
            />
            <AddressList
              title={t({
                message: 'Local network addresses',
                comment: 'Label of a list of IP addresses inside the home or office network in the WebRTC test results',
              })}
              addresses={report.local}
            />
            <AddressList
              title={t({
                message: 'Relay addresses',
                comment: 'Label of a list of IP addresses of relay servers (TURN) in the WebRTC test results',
              })}
              addresses={report.relay}
            />
          </dl>
        </>
      )}
    </TestPanel>
  )
}
