import { Trans, useLingui } from '@lingui/react/macro'
import { useHydrated } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'

import type { Task } from '../../lib/async/use-task'

/** A tool that runs a test on request: its heading, the start button, and the result read out when it changes. */
export function TestPanel<T>({ title, test, children }: { title: ReactNode; test: Task<T>; children: ReactNode }) {
  const { t } = useLingui()
  const titleId = useId()
  // The test runs in the browser: until the page has hydrated, a click would do nothing.
  const hydrated = useHydrated()
  return (
    <section className="section tool" aria-labelledby={titleId}>
      <div className="container tool__panel">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button" onClick={test.run} disabled={!hydrated || test.isRunning}>
          {test.isRunning
            ? t({
                message: 'Testing…',
                comment: 'Button text of a leak test while the test runs (the button is disabled)',
              })
            : test.data
              ? t({
                  message: 'Test again',
                  comment: 'Button of a leak test (DNS, WebRTC) after a result: runs it again',
                })
              : t({ message: 'Start the test', comment: 'Button of a leak test (DNS, WebRTC): runs the test' })}
        </button>
        <div aria-live="polite">
          {test.isError && (
            <p className="form-alert form-alert--error">
              <Trans>The test could not run. Please try again.</Trans>
            </p>
          )}
          {children}
        </div>
      </div>
    </section>
  )
}

/** A labelled list of addresses in a result (`None` when empty); addresses keep their own direction in RTL. */
export function AddressList({ title, addresses }: { title: string; addresses: string[] }) {
  const { t } = useLingui()
  return (
    <div>
      <dt>{title}</dt>
      <dd>
        {addresses.length ? (
          <ul className="tool__addresses">
            {addresses.map((address) => (
              <li key={address}>
                <bdi dir="ltr">{address}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          t({
            message: 'None',
            comment: 'Shown instead of a list of IP addresses in a test result when there are none',
          })
        )}
      </dd>
    </div>
  )
}
