import { Plural, Trans } from '@lingui/react/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { PageLink } from '../../components/links/PageLink'
import { PlanCards, PlanName } from '../order/PlanCards'
import type { PricingData } from '../order/pricing-loader'
import { RefundLine } from '../order/RefundLine'

/**
 * The public pricing section (decision 019): the plans as the pricing page shows them, in the
 * currency of the page's language, each with a link that opens the order with that plan chosen.
 * Left out while the API cannot answer (the page must not show prices it does not have).
 */
export function HomePricing({ pricing }: { pricing: PricingData }) {
  if (!pricing.plans?.length) return null
  const devices = PRODUCT_FACTS.devicesPerSubscription
  return (
    <section className="section section--alt home-pricing" aria-labelledby="pricing-title">
      <div className="container">
        <h2 id="pricing-title">
          <Trans comment="Heading of the home page section with the prices of the paid plans (1 month, 1 year …)">
            Premium plans
          </Trans>
        </h2>
        <p className="section__lead">
          <Plural
            value={devices}
            one="Free locations stay free. Premium opens every location on up to # device, for one price per subscription."
            other="Free locations stay free. Premium opens every location on up to # devices, for one price per subscription."
            comment="# is how many devices one Premium subscription covers, 10"
          />
        </p>
        <PlanCards
          plans={pricing.plans}
          action={({ plan, months }) => (
            <PageLink path="/order/" search={{ plan: plan.id }} className="button plan-card__action">
              <Trans comment="Button under a plan's price; the plan's name follows for screen readers">Choose</Trans>
              <span className="visually-hidden">
                {' '}
                <PlanName days={plan.period_days} months={months} />
              </span>
            </PageLink>
          )}
        />
        <RefundLine />
      </div>
    </section>
  )
}
