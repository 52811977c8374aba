import { Trans } from '@lingui/react/macro'

import { CardMark, CryptoMark } from './PaymentMarks'

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
        <CardMark />
        <span>
          <Trans comment="Payment method to choose: a bank card, processed by Stripe (a brand name)">
            Card (Stripe)
          </Trans>
        </span>
      </label>
      <label className="gateway">
        <input type="radio" name="gateway" checked={gateway === 'aliumpay'} onChange={() => onChange('aliumpay')} />
        <CryptoMark />
        <span>
          <Trans comment="Payment method to choose: cryptocurrency, processed by Aliumpay (a brand name)">
            Cryptocurrency (Aliumpay)
          </Trans>
        </span>
      </label>
    </>
  )
}
