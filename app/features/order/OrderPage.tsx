import { Plural, Trans } from '@lingui/react/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { isLoggedIn } from '../../lib/auth/auth-state'
import { WithQueryClient } from '../../lib/query/WithQueryClient'
import { useAuth } from '../account/auth-hooks'
import { BuyerForm } from './BuyerForm'
import { FreeVsPremium } from './FreeVsPremium'
import { OrderStep } from './OrderStep'
import { PaymentForm } from './PaymentForm'
import { PaymentMethods } from './PaymentMarks'
import { PlanChoice } from './PlanChoice'
import type { PricingData } from './pricing-loader'
import { PromoCodeForm } from './PromoCodeForm'
import { RefundLine } from './RefundLine'
import { useOrder } from './use-order'

interface OrderPageProps {
  pricing: PricingData
  promo?: string
  plan?: string
}

function OrderPageBody({ pricing, promo, plan }: OrderPageProps) {
  const auth = useAuth()
  const order = useOrder(pricing, promo, plan)
  const loggedIn = isLoggedIn(auth)
  const email = auth.email
  const devices = PRODUCT_FACTS.devicesPerSubscription

  return (
    <div className="order container">
      <div className="order__intro">
        <h1>
          <Trans>Get Planet VPN Premium</Trans>
        </h1>
        <p className="order__lead">
          <Plural
            value={devices}
            one="Every location and up to # device on one subscription. Cancel at any time."
            other="Every location and up to # devices on one subscription. Cancel at any time."
            comment="# is how many devices one Premium subscription covers, 10"
          />
        </p>
      </div>

      <div className="order__layout">
        <div className="order__steps">
          <OrderStep
            n={1}
            title={
              <Trans comment="Heading of step 1 of 3 on the order page: pick a Premium plan">Choose your plan</Trans>
            }
          >
            <PlanChoice order={order} />
            <div className="order-facts">
              <RefundLine />
              <PaymentMethods />
            </div>
            <PromoCodeForm code={order.promo} />
          </OrderStep>

          <OrderStep
            n={2}
            title={
              <Trans comment="Heading of step 2 of 3 on the order page: the account (e-mail address) Premium is bought for">
                Your account
              </Trans>
            }
          >
            {loggedIn ? (
              <p className="order__buyer">
                <Trans comment="Order page, step 2, when logged in; {email} is the account's e-mail address, such as anna@example.com">
                  You are buying for {email}.
                </Trans>
              </p>
            ) : (
              <BuyerForm />
            )}
          </OrderStep>

          <OrderStep
            n={3}
            title={
              <Trans comment="Heading of step 3 of 3 on the order page: choosing how to pay and paying">Payment</Trans>
            }
          >
            {loggedIn ? (
              <PaymentForm order={order} />
            ) : (
              <p>
                <Trans>Enter your e-mail address above to continue.</Trans>
              </p>
            )}
          </OrderStep>
        </div>
        <aside className="order__aside">
          <FreeVsPremium />
        </aside>
      </div>
    </div>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function OrderPage(props: OrderPageProps) {
  return (
    <WithQueryClient>
      <OrderPageBody {...props} />
    </WithQueryClient>
  )
}
