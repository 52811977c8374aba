import { Trans } from '@lingui/react/macro'

import { isLoggedIn } from '../../lib/auth/auth-state'
import { WithQueryClient } from '../../lib/query/WithQueryClient'
import { useAuth } from '../account/auth-hooks'
import { BuyerForm } from './BuyerForm'
import { OrderStep } from './OrderStep'
import { PaymentForm } from './PaymentForm'
import { PlanChoice } from './PlanChoice'
import { PromoCodeForm } from './PromoCodeForm'
import { useOrder } from './use-order'

function OrderPageBody({ promo }: { promo?: string }) {
  const auth = useAuth()
  const order = useOrder(promo)
  const loggedIn = isLoggedIn(auth)
  const email = auth.email

  return (
    <section className="order container">
      <h1>
        <Trans>Get Planet VPN Premium</Trans>
      </h1>
      <p className="order__lead">
        <Trans>Every location, more speed, up to 10 devices on one subscription. Cancel at any time.</Trans>
      </p>

      <OrderStep n={1} title={<Trans>Choose your plan</Trans>}>
        <PlanChoice order={order} />
        <PromoCodeForm code={order.promo} />
      </OrderStep>

      <OrderStep n={2} title={<Trans>Your account</Trans>}>
        {loggedIn ? (
          <p>
            <Trans>You are buying for {email}.</Trans>
          </p>
        ) : (
          <BuyerForm />
        )}
      </OrderStep>

      <OrderStep n={3} title={<Trans>Payment</Trans>}>
        {loggedIn ? (
          <PaymentForm order={order} />
        ) : (
          <p>
            <Trans>Enter your e-mail address above to continue.</Trans>
          </p>
        )}
      </OrderStep>
    </section>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function OrderPage({ promo }: { promo?: string }) {
  return (
    <WithQueryClient>
      <OrderPageBody promo={promo} />
    </WithQueryClient>
  )
}
