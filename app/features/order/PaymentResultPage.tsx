import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'

import { FormError, FormNotice, SubmitButton } from '../../components/forms/FormAlert'
import { PageLink } from '../../components/links/PageLink'
import { isPremium } from '../../lib/auth/auth-state'
import { useLocale } from '../../lib/i18n/use-locale'
import { localizePath } from '../../lib/routing/locale-path'
import { authStateFn } from '../account/guard.functions'
import { useAuth, useSetAuth } from '../account/auth-hooks'
import { orderStatusFn, payFn, reportPurchaseFn } from './order.functions'
import { WithQueryClient } from '../../lib/query/WithQueryClient'
import { GatewayOptions, type PaymentGateway } from './GatewayOptions'

export type PaymentOutcome = 'pending' | 'success' | 'failed'

/** How often a pending payment is checked, and for how long, before the page stops asking. */
const POLL_MS = 3000
const POLL_LIMIT = 200

function useOrder(orderId: string | undefined, poll: boolean) {
  return useQuery({
    queryKey: ['order', orderId],
    queryFn: () => orderStatusFn({ data: { id: orderId ?? '' } }),
    enabled: Boolean(orderId),
    refetchInterval: (query) => {
      const data = query.state.data
      const settled = data?.ok && data.order.status !== 'pending'
      return poll && !settled && query.state.dataUpdateCount < POLL_LIMIT ? POLL_MS : false
    },
  })
}

function Retry({ orderId }: { orderId: string }) {
  const [gateway, setGateway] = useState<PaymentGateway>('stripe')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const retry = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    const result = await payFn({ data: { order_id: orderId, gateway } }).catch(() => undefined)
    if (result?.ok) return window.location.assign(result.redirectUrl)
    setPending(false)
    setError(result ? result.error.code : 'unavailable')
  }
  return (
    <form method="post" onSubmit={retry} noValidate className="form">
      <fieldset className="gateways">
        <legend>
          <Trans comment="After a failed payment: heading of the choice of payment method (card or cryptocurrency, which follow it)">
            Pay this order again with
          </Trans>
        </legend>
        <GatewayOptions gateway={gateway} onChange={setGateway} />
      </fieldset>
      <FormError code={error} />
      <SubmitButton pending={pending}>
        <Trans comment="Button after a failed payment: pays the same order again with the chosen method">
          Try again
        </Trans>
      </SubmitButton>
    </form>
  )
}

function Success({ orderId }: { orderId: string }) {
  const auth = useAuth()
  const email = auth.email
  const setAuth = useSetAuth()
  useEffect(() => {
    // Refresh the user: Premium shows at once. Report the purchase to the affiliate network once.
    void authStateFn().then(setAuth)
    const key = `purchaseReported:${orderId}`
    if (sessionStorage.getItem(key)) return
    sessionStorage.setItem(key, '1')
    void reportPurchaseFn({ data: { id: orderId } }).catch(() => undefined)
  }, [orderId, setAuth])
  return (
    <>
      <FormNotice>
        {isPremium(auth) ? (
          <Trans comment="After a successful payment; {email} is the account's e-mail address, such as anna@example.com">
            Thank you! Premium is active on your account {email}.
          </Trans>
        ) : (
          <Trans>Thank you! Your payment is confirmed.</Trans>
        )}
      </FormNotice>
      <p>
        <Trans>Log in to the Planet VPN app with the same e-mail address to use Premium on up to 10 devices.</Trans>
      </p>
      <PageLink path="/cabinet/profile/" className="button">
        <Trans>Go to my account</Trans>
      </PageLink>
    </>
  )
}

/** The three payment result pages; each follows the order until it settles. */
function PaymentResultPageBody({ outcome, orderId }: { outcome: PaymentOutcome; orderId?: string }) {
  const locale = useLocale()
  const navigate = useNavigate()
  const order = useOrder(orderId, outcome !== 'failed')
  const status = order.data?.ok ? order.data.order.status : undefined

  // A pending payment that settles moves to its result page by itself.
  useEffect(() => {
    if (outcome !== 'pending' || !orderId || !status || status === 'pending') return
    const next = status === 'paid' ? 'success' : 'failed'
    void navigate({ href: `${localizePath(`/payment/${next}/`, locale)}?order=${orderId}`, replace: true })
  }, [outcome, status, orderId, locale, navigate])

  const title =
    outcome === 'success' ? (
      <Trans>Payment successful</Trans>
    ) : outcome === 'failed' ? (
      <Trans>The payment did not go through</Trans>
    ) : (
      <Trans>Waiting for your payment</Trans>
    )
  const orderError = order.isError ? 'unavailable' : order.data && !order.data.ok ? order.data.error.code : undefined
  return (
    <section className="account-page container">
      <h1>{title}</h1>
      {!orderId ? (
        <FormError code="not_found" />
      ) : orderError ? (
        <FormError code={orderError} />
      ) : outcome === 'success' && status === 'paid' ? (
        <Success orderId={orderId} />
      ) : outcome === 'failed' || status === 'failed' ? (
        <>
          <p>
            <Trans>
              Nothing was charged. This happens when a card is declined, the bank asks for an extra check, or the
              payment window was closed. You can try again with the same order.
            </Trans>
          </p>
          <Retry orderId={orderId} />
        </>
      ) : (
        <p role="status">
          <Trans>
            Your payment is being confirmed. This page updates by itself; it usually takes less than a minute, and
            cryptocurrency payments can take longer.
          </Trans>
        </p>
      )}
    </section>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function PaymentResultPage({ outcome, orderId }: { outcome: PaymentOutcome; orderId?: string }) {
  return (
    <WithQueryClient>
      <PaymentResultPageBody outcome={outcome} orderId={orderId} />
    </WithQueryClient>
  )
}
