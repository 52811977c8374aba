import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'

import { FormError, SubmitButton } from '../../components/forms/FormAlert'
import { PageLink } from '../../components/links/PageLink'
import { formatMoney } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'
import { isPublished } from '../../lib/site/public-pages'
import { payFn } from './order.functions'
import { PROMO_STORAGE_KEY } from './order-rules'
import type { Order } from './use-order'
import { GatewayOptions, type PaymentGateway } from './GatewayOptions'

/**
 * The payment method and the button that sends the buyer to the payment provider. Not built on
 * `useForm`: it has no fields to check, and its button stays busy while the browser leaves for
 * the provider's page.
 */
export function PaymentForm({ order }: { order: Order }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [gateway, setGateway] = useState<PaymentGateway>('stripe')
  const [payError, setPayError] = useState<string>()
  const [paying, setPaying] = useState(false)
  const { selected, currency, price, promo } = order
  const total = selected ? (
    <span className="money">{formatMoney(locale, price(selected), selected.price.currency)}</span>
  ) : (
    ''
  )

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (!selected) return setPayError('plan_required')
    setPaying(true)
    setPayError(undefined)
    const result = await payFn({
      data: { order: { plan_id: selected.id, currency, promo_code: promo.applied?.code }, gateway },
    }).catch(() => undefined)
    if (result?.ok) {
      localStorage.removeItem(PROMO_STORAGE_KEY)
      window.location.assign(result.redirectUrl)
      return
    }
    setPaying(false)
    setPayError(result ? result.error.code : 'unavailable')
  }

  return (
    <form method="post" onSubmit={pay} noValidate className="form">
      <div
        className="gateways"
        role="radiogroup"
        aria-label={t({
          message: 'Payment method',
          comment: 'Name that screen readers announce for the choice between card and cryptocurrency on the order page',
        })}
      >
        <GatewayOptions gateway={gateway} onChange={setGateway} />
      </div>
      <FormError code={payError} />
      <SubmitButton pending={paying || !selected}>
        {selected ? (
          <Trans comment="Button that leads to the payment provider; {total} is the price with its currency, such as $11.99">
            Pay {total}
          </Trans>
        ) : (
          <Trans comment="The pay button while no plan is chosen yet (it is disabled then)">Pay</Trans>
        )}
      </SubmitButton>
      <p className="order__note">
        <Trans>You are taken to the payment provider and come back here. We never see or keep your card details.</Trans>{' '}
        {isPublished('/refund/') && (
          <PageLink path="/refund/">
            <Trans comment="Link to the refund policy page; on the order page and in the footer menu">
              Refund policy
            </Trans>
          </PageLink>
        )}
      </p>
    </form>
  )
}
