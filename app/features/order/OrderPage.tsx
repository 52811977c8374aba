import { Trans } from '@lingui/react/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { PageLink } from '../../components/links/PageLink'
import { isLoggedIn } from '../../lib/auth/auth-state'
import { refundWindowText } from '../../lib/facts/product-facts-text'
import { useLocale } from '../../lib/i18n/use-locale'
import { WithQueryClient } from '../../lib/query/WithQueryClient'
import { isPublished } from '../../lib/site/public-pages'
import { useAuth } from '../account/auth-hooks'
import { BuyerForm } from './BuyerForm'
import { FreeVsPremium } from './FreeVsPremium'
import { OrderStep } from './OrderStep'
import { PaymentForm } from './PaymentForm'
import { PaymentMethods } from './PaymentMarks'
import { PlanChoice } from './PlanChoice'
import type { PricingData } from './pricing-loader'
import { PromoCodeForm } from './PromoCodeForm'
import { useOrder } from './use-order'

/** The refund window, stated once on the page, from the same fact as the refund policy (decision 018). */
export function RefundLine() {
  const locale = useLocale()
  const window = refundWindowText(locale)
  return (
    <p className="order-facts__refund">
      <Trans>
        Changed your mind? Ask for a refund within <strong className="refund-window">{window}</strong> of your first
        purchase.
      </Trans>{' '}
      {isPublished('/refund/') && (
        <PageLink path="/refund/">
          <Trans>Refund policy</Trans>
        </PageLink>
      )}
    </p>
  )
}

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
          <Trans>Every location and up to {devices} devices on one subscription. Cancel at any time.</Trans>
        </p>
      </div>

      <div className="order__layout">
        <div className="order__steps">
          <OrderStep n={1} title={<Trans>Choose your plan</Trans>}>
            <PlanChoice order={order} />
            <div className="order-facts">
              <RefundLine />
              <PaymentMethods />
            </div>
            <PromoCodeForm code={order.promo} />
          </OrderStep>

          <OrderStep n={2} title={<Trans>Your account</Trans>}>
            {loggedIn ? (
              <p className="order__buyer">
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
