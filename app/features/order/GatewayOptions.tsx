import { Trans } from '@lingui/react/macro'

export type PaymentGateway = 'stripe' | 'aliumpay'

/** The payment methods as radio buttons: the order page's payment step and a failed payment's retry. */
export function GatewayOptions({
  gateway,
  onChange,
}: {
  gateway: PaymentGateway
  onChange: (gateway: PaymentGateway) => void
}) {
  return (
    <>
      <label className="gateway">
        <input type="radio" name="gateway" checked={gateway === 'stripe'} onChange={() => onChange('stripe')} />
        <Trans>Card (Stripe)</Trans>
      </label>
      <label className="gateway">
        <input type="radio" name="gateway" checked={gateway === 'aliumpay'} onChange={() => onChange('aliumpay')} />
        <Trans>Cryptocurrency (Aliumpay)</Trans>
      </label>
    </>
  )
}
